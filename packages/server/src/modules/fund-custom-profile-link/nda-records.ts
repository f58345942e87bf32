import { randomUUID } from 'node:crypto';
import { and, desc, eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type NdaVerifyReply,
  type ShareLinkNdaMode,
  type ShareLinkNdaRecord,
  type SignNdaReply,
  type VisitorLinkState,
  STANDARD_NDA_TEXT,
  profileNdaMessages,
  shareLinkMessages,
  shareLinkNdaMessages as text,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { randomToken, sha256 } from '../../lib/crypto';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { type AccessVisitorTokenRow, accessOf, updateVisitor } from '../access-policy';
import { emitFundEvent, type FundEvent } from '../fund-webhook';
import { currentNda } from '../profile-nda';
import { type DbOrTx, findProfile } from '../profiles';
import { findUpload } from '../upload';
import { ndaCopyMail } from './mail-templates';
import { DEMO_NDA_PREFIX, demoSigning } from './demo-nda';
import { signedNdaPdf } from './nda-certificate';
import { linkUrl, type Deps } from './service';
import { type ShareLinkNdaRecordRow, shareLinkNdaRecords, shareLinkVisits, shareLinks } from './tables';
import { type Found, linkById, requireVisitor, stateReply, visitorKeyOf } from './visitors';

/**
 * A share link's NDA taken by a visitor (issue 35, ADR 0082): click-through acceptances and signatures, each a permanent
 * record of the fund (`share_link_nda_records`), written the moment the NDA is taken, whatever the visitor opens next.
 */

export const NDA_COPY_JOB = 'share-link.nda-copy';
type SignDeps = Deps & Pick<AppDeps, 'storage' | 'jobs'>;
/** Who took the NDA from where: the client address and user agent the request came with. */
export interface Client {
  ip: string;
  userAgent: string | null;
}

/** The NDA a link's visitor takes now: its version (0: the standard terms), text, document key, and the text's hash. */
async function ndaNow(db: DbOrTx, profileId: string) {
  const row = await currentNda(db, profileId);
  const body = row ? (row.text ?? '') : STANDARD_NDA_TEXT;
  return { version: row?.version ?? 0, text: body, documentKey: row?.documentKey ?? null, versionHash: sha256(body) };
}

/** The visitor stands at the NDA gate of a link that asks for this mode; else 409 with what to do instead. */
async function atNdaGate(deps: Deps, token: string | undefined, mode: ShareLinkNdaMode) {
  const resolved = await requireVisitor(deps, token);
  if (!resolved.policy.ndaProfileId) throw conflict(shareLinkMessages.ndaNotRequired, 'NO_NDA');
  const access = await accessOf(deps.db, resolved.policy, resolved.visitor);
  if (!(access.state === 'gate' && access.gate === 'nda')) throw conflict(shareLinkMessages.gateFirst, 'GATE_ORDER');
  if (resolved.found.link.ndaMode !== mode) {
    throw mode === 'signature'
      ? conflict(text.clickThroughOnly, 'NDA_CLICK_THROUGH')
      : conflict(text.signatureRequired, 'NDA_SIGNATURE_REQUIRED');
  }
  return resolved;
}

/**
 * The record and the visitor's row in the visits (no open counted: their first real open still counts, and mails, as
 * a first open), so a visitor who goes straight to a data room or a track record is in the fund's log too.
 */
async function writeRecord(
  db: DbOrTx,
  found: Found,
  visitor: AccessVisitorTokenRow,
  values: Omit<typeof shareLinkNdaRecords.$inferInsert, 'linkId' | 'visitorKey' | 'email' | 'emailVerified' | 'userId'>,
) {
  const visitorKey = visitorKeyOf(visitor);
  const [row] = await db
    .insert(shareLinkNdaRecords)
    .values({
      ...values,
      linkId: found.link.id,
      visitorKey,
      email: visitor.email,
      emailVerified: visitor.emailVerified,
      userId: visitor.userId,
    })
    .returning();
  await db
    .insert(shareLinkVisits)
    .values({
      linkId: found.link.id,
      visitorKey,
      visitorTokenId: visitor.id,
      email: visitor.email,
      emailVerified: visitor.emailVerified,
      opens: 0,
    })
    .onConflictDoNothing({ target: [shareLinkVisits.linkId, shareLinkVisits.visitorKey] });
  return row!;
}

/**
 * confirm-nda on a click-through link: the visitor accepts the current version. Recorded for good (not only on the
 * token: who, which version and its hash, from where, when) and on the token, which the gate reads.
 */
export async function confirmNda(
  deps: Deps & Pick<AppDeps, 'jobs'>,
  token: string | undefined,
  client: Client,
  log?: FastifyBaseLogger,
): Promise<VisitorLinkState> {
  const { visitor, policy, found } = await atNdaGate(deps, token, 'clickThrough');
  const nda = await ndaNow(deps.db, policy.ndaProfileId!);
  const row = await writeRecord(deps.db, found, visitor, {
    mode: 'clickThrough',
    ndaVersion: nda.version,
    versionHash: nda.versionHash,
    ...client,
  });
  // A click-through acceptance is an "NDA signed" for the fund's webhooks too (its `mode` says which).
  await emitFundEvent(deps, ndaSignedEvent(found, visitor, row.id, 'clickThrough', nda.version, row.at), log);
  const updated = await updateVisitor(deps.db, visitor.id, { ndaVersion: nda.version });
  return stateReply(deps, found, token!, updated);
}

/** The webhook event of an acceptance or signature: the link, the visitor's address, the version, the record. */
function ndaSignedEvent(
  found: { link: { id: string; name: string; profileId: string } },
  visitor: { email: string | null },
  recordId: string,
  mode: ShareLinkNdaMode,
  version: number | null,
  at: Date,
): FundEvent {
  const data = {
    via: 'shareLink',
    mode,
    recordId,
    shareLinkId: found.link.id,
    shareLinkName: found.link.name,
    visitorEmail: visitor.email,
    version,
    at: at.toISOString(),
  };
  return { profileId: found.link.profileId, type: 'nda.signed', data };
}

/** A PNG data URL's bytes, checked: the PNG signature, or 422 on the field. */
function drawingOf(dataUrl: string | null): Uint8Array | null {
  if (!dataUrl) return null;
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 33 || png.some((byte, at) => bytes[at] !== byte)) throw unprocessable({ signature: [text.signatureInvalid] });
  return bytes;
}

/**
 * sign-nda on a signature link: the visitor signs the version they read (null: the standard terms; another version
 * than the current one is 409, so nobody signs terms they did not see). Writes the signed PDF (storage first, then the
 * row), records it, queues the signer's copy, and tells the "NDA signed" listeners.
 */
export async function signNda(
  deps: SignDeps,
  token: string | undefined,
  body: { version: number | null; fullName: string; signature: string | null },
  client: Client,
  log: FastifyBaseLogger,
): Promise<SignNdaReply> {
  const { visitor, policy, found } = await atNdaGate(deps, token, 'signature');
  const nda = await ndaNow(deps.db, policy.ndaProfileId!);
  if ((body.version ?? 0) !== nda.version) throw conflict(profileNdaMessages.versionChanged, 'NDA_VERSION_CHANGED');
  const drawing = drawingOf(body.signature);
  const upload = nda.documentKey ? await findUpload(deps.db, nda.documentKey) : undefined;
  const document = upload ? await deps.storage.get(upload.storageKey) : null;
  const id = randomUUID();
  const signedAt = new Date();
  let pdf: Awaited<ReturnType<typeof signedNdaPdf>>;
  try {
    pdf = await signedNdaPdf({
      recordId: id,
      fundName: found.profile.name,
      linkUrl: linkUrl(deps.config.appUrl, found.link.slug),
      version: nda.version,
      text: nda.text,
      versionHash: nda.versionHash,
      document,
      fullName: body.fullName,
      drawing,
      email: visitor.email,
      ip: client.ip,
      userAgent: client.userAgent,
      signedAt,
    });
  } catch (error) {
    // A PNG whose header is right but whose data pdf-lib cannot read.
    if (drawing) throw unprocessable({ signature: [text.signatureInvalid] });
    throw error;
  }
  const pdfKey = `nda-signatures/${found.link.id}/${id}.pdf`;
  await deps.storage.put(pdfKey, Buffer.from(pdf.bytes), { contentType: 'application/pdf' });
  let row: ShareLinkNdaRecordRow;
  try {
    row = await writeRecord(deps.db, found, visitor, {
      id,
      mode: 'signature',
      ndaVersion: nda.version,
      versionHash: nda.versionHash,
      fullName: body.fullName,
      at: signedAt,
      pdfKey,
      contentHash: pdf.contentHash,
      fileHash: pdf.fileHash,
      ...client,
    });
  } catch (error) {
    await deps.storage.delete(pdfKey).catch(() => undefined);
    throw error;
  }
  try {
    if (visitor.email) await deps.jobs.send(NDA_COPY_JOB, { recordId: row.id });
  } catch (error) {
    // The signature stands and the fund holds the PDF; a queue failure must not make the visitor sign again.
    log.error({ err: error, recordId: row.id }, 'signed NDA copy not queued');
  }
  // The fund's webhooks (fund-webhook, ADR 0083): "NDA signed"; never fails the signature.
  await emitFundEvent(deps, ndaSignedEvent(found, visitor, row.id, 'signature', nda.version, signedAt), log);
  const updated = await updateVisitor(deps.db, visitor.id, { ndaVersion: nda.version });
  return {
    ...(await stateReply(deps, found, token!, updated)),
    signature: {
      id: row.id,
      signedAt: signedAt.toISOString(),
      versionHash: nda.versionHash,
      contentHash: pdf.contentHash,
      fileHash: pdf.fileHash,
    },
  };
}

const dto = (row: ShareLinkNdaRecordRow): ShareLinkNdaRecord => ({
  id: row.id,
  mode: row.mode,
  version: row.ndaVersion,
  versionHash: row.versionHash,
  email: row.email,
  emailVerified: row.emailVerified,
  fullName: row.fullName,
  ip: row.ip,
  userAgent: row.userAgent,
  at: row.at.toISOString(),
  contentHash: row.contentHash,
  fileHash: row.fileHash,
});

/** GET nda-records/{id}: every acceptance and signature of one of the fund's links (deleted links too), newest first. */
export async function linkNdaRecords(deps: Deps, profileId: string, linkId: string): Promise<ShareLinkNdaRecord[]> {
  const rows = await deps.db
    .select({ record: shareLinkNdaRecords })
    .from(shareLinkNdaRecords)
    .innerJoin(shareLinks, eq(shareLinks.id, shareLinkNdaRecords.linkId))
    .where(and(eq(shareLinkNdaRecords.linkId, linkId), eq(shareLinks.profileId, profileId)))
    .orderBy(desc(shareLinkNdaRecords.at));
  if (rows.length === 0) {
    // An empty list of the fund's own link, or a 404 for anyone else's (not revealed).
    const [own] = await deps.db
      .select({ id: shareLinks.id })
      .from(shareLinks)
      .where(and(eq(shareLinks.id, linkId), eq(shareLinks.profileId, profileId)))
      .limit(1);
    if (!own) throw notFound(shareLinkMessages.linkNotFound, 'SHARE_LINK_NOT_FOUND');
  }
  return rows.map(({ record }) => dto(record));
}

const fileName = (row: ShareLinkNdaRecordRow) =>
  `signed-nda-${
    (row.fullName ?? 'visitor')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'visitor'
  }-${row.at.toISOString().slice(0, 10)}.pdf`;

type FileDeps = Pick<AppDeps, 'db' | 'storage' | 'config'>;

async function pdfOf(deps: FileDeps, row: ShareLinkNdaRecordRow | undefined) {
  let bytes = row?.pdfKey ? await deps.storage.get(row.pdfKey) : null;
  if (row && !bytes && row.pdfKey?.startsWith(DEMO_NDA_PREFIX)) bytes = await writeDemoPdf(deps, row);
  if (!row || !bytes) throw notFound(text.recordNotFound, 'NDA_RECORD_NOT_FOUND');
  return { bytes, fileName: fileName(row) };
}

/** The demo record's PDF, written on first read (demo-nda.ts); its hashes follow this app's address. */
async function writeDemoPdf(deps: FileDeps, row: ShareLinkNdaRecordRow): Promise<Buffer | null> {
  const [link] = await deps.db.select().from(shareLinks).where(eq(shareLinks.id, row.linkId)).limit(1);
  const fund = link ? await findProfile(deps.db, link.profileId, { withDeleted: true }) : undefined;
  if (!link || !fund) return null;
  const pdf = await signedNdaPdf(
    demoSigning({
      recordId: row.id,
      fundName: fund.name,
      linkUrl: linkUrl(deps.config.appUrl, link.slug),
      fullName: row.fullName ?? '',
      email: row.email,
      ip: row.ip,
      userAgent: row.userAgent,
      signedAt: row.at,
    }),
  );
  const bytes = Buffer.from(pdf.bytes);
  await deps.storage.put(row.pdfKey!, bytes, { contentType: 'application/pdf' });
  if (pdf.fileHash !== row.fileHash || pdf.contentHash !== row.contentHash) {
    await deps.db
      .update(shareLinkNdaRecords)
      .set({ fileHash: pdf.fileHash, contentHash: pdf.contentHash })
      .where(eq(shareLinkNdaRecords.id, row.id));
  }
  return bytes;
}

/** GET nda-signature-pdf/{id}: the signed PDF of one of the fund's records (404 for another fund's or a click-through). */
export async function fundNdaPdf(deps: FileDeps, profileId: string, recordId: string) {
  const [found] = await deps.db
    .select({ record: shareLinkNdaRecords })
    .from(shareLinkNdaRecords)
    .innerJoin(shareLinks, eq(shareLinks.id, shareLinkNdaRecords.linkId))
    .where(and(eq(shareLinkNdaRecords.id, recordId), eq(shareLinks.profileId, profileId)))
    .limit(1);
  return pdfOf(deps, found?.record);
}

/** GET nda-copy?key=: the signer's copy, through the key mailed to them (only its hash is stored). */
export async function signerNdaCopy(deps: FileDeps, key: string) {
  const [row] = await deps.db
    .select()
    .from(shareLinkNdaRecords)
    .where(eq(shareLinkNdaRecords.copyKeyHash, sha256(key)))
    .limit(1);
  return pdfOf(deps, row);
}

/** GET verify-nda/{hash}: a signed NDA whose file or content has this SHA-256, with what its certificate states. */
export async function verifyNda(deps: Deps, hash: string): Promise<NdaVerifyReply> {
  const wanted = hash.toLowerCase();
  const [row] = await deps.db
    .select()
    .from(shareLinkNdaRecords)
    .where(or(eq(shareLinkNdaRecords.fileHash, wanted), eq(shareLinkNdaRecords.contentHash, wanted)))
    .limit(1);
  if (!row?.fileHash || !row.contentHash) return { valid: false, signature: null };
  // A deleted link (or fund) still verifies: the document was signed all the same.
  const [link] = await deps.db.select({ profileId: shareLinks.profileId }).from(shareLinks).where(eq(shareLinks.id, row.linkId)).limit(1);
  const fund = link ? await findProfile(deps.db, link.profileId, { withDeleted: true }) : undefined;
  return {
    valid: true,
    signature: {
      signedAt: row.at.toISOString(),
      fundName: fund?.name ?? '',
      signerName: row.fullName ?? '',
      version: row.ndaVersion,
      versionHash: row.versionHash,
      contentHash: row.contentHash,
      fileHash: row.fileHash,
      matched: row.fileHash === wanted ? 'file' : 'content',
    },
  };
}

/** The job: a fresh key for the signer's copy (its hash replaces any earlier one) and the mail with the link. */
async function mailSignerCopy(deps: Deps, recordId: string) {
  const [row] = await deps.db.select().from(shareLinkNdaRecords).where(eq(shareLinkNdaRecords.id, recordId)).limit(1);
  if (!row?.email || !row.pdfKey) return;
  const key = randomToken();
  await deps.db
    .update(shareLinkNdaRecords)
    .set({ copyKeyHash: sha256(key) })
    .where(eq(shareLinkNdaRecords.id, row.id));
  const found = await linkById(deps.db, row.linkId).catch(() => null);
  const mail = ndaCopyMail({
    fundName: found?.profile.name ?? 'the fund',
    fullName: row.fullName ?? '',
    signedAt: row.at,
    fileHash: row.fileHash ?? '',
    copyLink: `${deps.config.appUrl}/api/fund-custom-profile-link/nda-copy?key=${key}`,
    verifyLink: `${deps.config.appUrl}/api/fund-custom-profile-link/verify-nda/${row.fileHash}`,
  });
  await deps.mailer.send({ to: row.email, ...mail });
}

/** app.ts wires this with the module's other jobs (registerShareLinkJobs). */
export const ndaCopyJob = (deps: Deps) => ({
  name: NDA_COPY_JOB,
  handler: (data: { recordId: string }) => mailSignerCopy(deps, data.recordId),
});
