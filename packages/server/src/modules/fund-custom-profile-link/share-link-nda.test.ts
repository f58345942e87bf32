import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { shareLinkNdaMessages } from '@fundnet/validation-schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { accessVisitorTokens } from '../access-policy/tables';
import { as, type FundTeam, fundTeam, validFundSections } from '../fund-info/test-support';
import { profileNdaVersions } from '../profile-nda/tables';
import { profileSectionsPublished, profileSettings } from '../profile-sections/tables';
import { NDA_COPY_JOB } from './nda-records';

// A share link's NDA (issue 35, ADR 0082): click-through and signature modes, the permanent records, the signed PDF,
// its certificate's hashes and their check, the signer's copy, and who may read what. Over HTTP, as the clients call it.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const P = '/api/fund-custom-profile-link';
const V = 'x-visitor-token';
/** A valid 1×1 PNG, as a signature pad would send it. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function publishedFund(): Promise<FundTeam> {
  const team = await fundTeam(t, { status: 'published' });
  await t.database.db.insert(profileSectionsPublished).values(
    (['fund-details', 'overview', 'fund-terms'] as const).map((section) => ({
      profileId: team.profile.id,
      section,
      data: validFundSections[section] as Record<string, unknown>,
    })),
  );
  await t.database.db.insert(profileSettings).values({ profileId: team.profile.id, requireNda: true, ndaSections: ['fund-terms'] });
  return team;
}

async function createLink(team: FundTeam, overrides: Record<string, unknown> = {}) {
  const body = {
    name: 'Deck for Kim',
    accessMode: 'AnyoneEnteringAnEmail',
    scope: ['fund-details', 'overview', 'fund-terms'],
    permissions: { canView: true },
    requireNda: true,
    ...overrides,
  };
  const res = await t.call('POST', `${P}/create`, { ...as(team.owner, team.profile), body });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; slug: string; ndaMode: string };
}

const visitor = (method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) =>
  t.call(method, `${P}/${path}`, { headers: { ...(token ? { [V]: token } : {}), ...headers }, body });

/** Opens the link and gives an address: the visitor stands at the NDA gate. */
async function atNdaGate(slug: string, email: string) {
  const { token } = (await t.call('POST', `${P}/token-from-slug/${slug}`)).body as { token: string };
  const stored = await visitor('POST', 'store-email', token, { email });
  expect(stored.body.access).toEqual({ state: 'gate', gate: 'nda' });
  return { token, state: stored.body };
}

async function download(path: string, options: { token?: string; profile?: { id: string; type: string } } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.profile) Object.assign(headers, { 'meta-profile-id': options.profile.id, 'meta-profile-type': options.profile.type });
  const response = await fetch(`${t.baseUrl}${path}`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('click-through mode', () => {
  it('records the acceptance for good: in the visits before any open, after the token is purged, and in the NDA records', async () => {
    const team = await publishedFund();
    const link = await createLink(team);
    expect(link.ndaMode).toBe('clickThrough');
    const { token, state } = await atNdaGate(link.slug, 'lena@allocator.test');
    expect(state.nda).toMatchObject({ version: null, mode: 'clickThrough' });
    // The other mode's route says what this link asks for.
    const wrong = await visitor('POST', 'sign-nda', token, { version: null, fullName: 'Lena Berg', agree: true });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe(shareLinkNdaMessages.clickThroughOnly);
    const accepted = await visitor('POST', 'confirm-nda', token, { accept: true }, { 'user-agent': 'LenaBrowser/1.0' });
    expect(accepted.body.access).toEqual({ state: 'granted' });

    // No profile opened (a visitor who goes straight to a data room): still a visitor of the link, with the NDA.
    const visits = async () => (await t.call('GET', `${P}/visits/${link.id}`, as(team.viewer, team.profile))).body.items;
    expect(await visits()).toEqual([
      expect.objectContaining({
        email: 'lena@allocator.test',
        opens: 0,
        ndaVersion: 0,
        ndaAcceptedAt: expect.any(String),
        ndaSignatureId: null,
      }),
    ]);
    // The token is purged (30 days after it ends): the record stays.
    await t.database.db.delete(accessVisitorTokens).where(eq(accessVisitorTokens.subjectId, link.id));
    expect((await visits())[0]).toMatchObject({ ndaVersion: 0, ndaAcceptedAt: expect.any(String) });
    const records = await t.call('GET', `${P}/nda-records/${link.id}`, as(team.viewer, team.profile));
    expect(records.status).toBe(200);
    expect(records.body.items).toEqual([
      expect.objectContaining({
        mode: 'clickThrough',
        version: 0,
        versionHash: expect.stringMatching(/^[a-f0-9]{64}$/),
        email: 'lena@allocator.test',
        fullName: null,
        userAgent: 'LenaBrowser/1.0',
        ip: expect.any(String),
        contentHash: null,
        fileHash: null,
      }),
    ]);
    // A click-through record has no PDF.
    const pdf = await download(`${P}/nda-signature-pdf/${records.body.items[0].id}`, as(team.owner, team.profile));
    expect(pdf.status).toBe(404);
  });
});

describe('signature mode', () => {
  it('signs with a typed name and a drawing: a PDF with a certificate page whose hashes check, a copy mailed to the signer', async () => {
    const team = await publishedFund();
    await t.database.db
      .insert(profileNdaVersions)
      .values({ profileId: team.profile.id, version: 1, text: 'Keep our numbers to yourself.' });
    const link = await createLink(team, { ndaMode: 'signature' });
    const { token, state } = await atNdaGate(link.slug, 'kim@lp.test');
    expect(state.nda).toMatchObject({ version: 1, text: 'Keep our numbers to yourself.', mode: 'signature' });

    // Every message the body can give, and the other mode's route.
    const sign = (body: unknown) => visitor('POST', 'sign-nda', token, body, { 'user-agent': 'KimBrowser/2.0' });
    expect((await sign({})).body.errors).toMatchObject({
      fullName: [shareLinkNdaMessages.fullNameRequired],
      agree: [shareLinkNdaMessages.agreeRequired],
    });
    expect((await sign({ version: 1, fullName: 'x'.repeat(121), agree: true })).body.errors.fullName).toEqual([
      shareLinkNdaMessages.fullNameTooLong,
    ]);
    expect((await sign({ version: 0, fullName: 'Kim', agree: true })).body.errors.version).toEqual([shareLinkNdaMessages.versionInvalid]);
    expect(
      (await sign({ version: 1, fullName: 'Kim', signature: 'data:image/jpeg;base64,AAAA', agree: true })).body.errors.signature,
    ).toEqual([shareLinkNdaMessages.signatureInvalid]);
    const huge = `data:image/png;base64,${'A'.repeat(200_000)}`;
    expect((await sign({ version: 1, fullName: 'Kim', signature: huge, agree: true })).body.errors.signature).toEqual([
      shareLinkNdaMessages.signatureTooLarge,
    ]);
    // A PNG header over data that is no image: refused on the field, nothing recorded.
    const broken = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 7)]).toString('base64')}`;
    expect((await sign({ version: 1, fullName: 'Kim', signature: broken, agree: true })).body.errors.signature).toEqual([
      shareLinkNdaMessages.signatureInvalid,
    ]);
    const stale = await sign({ version: null, fullName: 'Kim Larsen', agree: true });
    expect(stale.status).toBe(409);
    expect((await visitor('POST', 'confirm-nda', token, { accept: true })).body.message).toBe(shareLinkNdaMessages.signatureRequired);

    const done = await sign({ version: 1, fullName: '  Kim Larsen ', signature: PNG, agree: true });
    expect(done.status).toBe(200);
    expect(done.body.access).toEqual({ state: 'granted' });
    const receipt = done.body.signature;
    expect(receipt).toMatchObject({ id: expect.any(String), fileHash: expect.stringMatching(/^[a-f0-9]{64}$/) });
    expect(receipt.versionHash).toBe(sha(new TextEncoder().encode('Keep our numbers to yourself.')));
    expect((await visitor('GET', 'profile', token)).body.sections['fund-terms'].locked).toBe(false);

    // The fund downloads it: the file's SHA-256 is the receipt's, the last page is the certificate.
    const pdf = await download(`${P}/nda-signature-pdf/${receipt.id}`, as(team.viewer, team.profile));
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(sha(pdf.bytes)).toBe(receipt.fileHash);
    const document = await PDFDocument.load(pdf.bytes);
    expect(document.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(document.getTitle()).toContain('Kim Larsen');

    // Either hash checks; another hash is not valid; a malformed one is a 422 with its message.
    const byFile = await t.call('GET', `${P}/verify-nda/${receipt.fileHash}`);
    expect(byFile.body).toEqual({
      valid: true,
      signature: expect.objectContaining({ signerName: 'Kim Larsen', fundName: state.link.profile.name, version: 1, matched: 'file' }),
    });
    expect((await t.call('GET', `${P}/verify-nda/${receipt.contentHash.toUpperCase()}`)).body.signature.matched).toBe('content');
    expect((await t.call('GET', `${P}/verify-nda/${'0'.repeat(64)}`)).body).toEqual({ valid: false, signature: null });
    expect((await t.call('GET', `${P}/verify-nda/not-a-hash`)).body.errors.hash).toEqual([shareLinkNdaMessages.hashInvalid]);

    // The record, in the list and in the visits.
    const records = (await t.call('GET', `${P}/nda-records/${link.id}`, as(team.viewer, team.profile))).body.items;
    expect(records).toEqual([
      expect.objectContaining({
        id: receipt.id,
        mode: 'signature',
        version: 1,
        fullName: 'Kim Larsen',
        userAgent: 'KimBrowser/2.0',
        fileHash: receipt.fileHash,
      }),
    ]);
    const visits = (await t.call('GET', `${P}/visits/${link.id}`, as(team.viewer, team.profile))).body.items;
    expect(visits[0]).toMatchObject({ email: 'kim@lp.test', ndaVersion: 1, ndaSignatureId: receipt.id });

    // The signer's copy: mailed from the queue, the link serves the same file; a wrong key is a 404.
    expect(await t.app.jobs.runPending(NDA_COPY_JOB)).toBe(1);
    const mail = await t.lastMail('kim@lp.test', 'share-link-nda-copy');
    expect(mail?.text).toContain(receipt.fileHash);
    const copyPath = new URL(mail!.data!.link!).pathname + new URL(mail!.data!.link!).search;
    const copy = await download(copyPath);
    expect(copy.status).toBe(200);
    expect(sha(copy.bytes)).toBe(receipt.fileHash);
    expect((await download(`${P}/nda-copy?key=${'x'.repeat(43)}`)).status).toBe(404);
  });

  it('a new NDA version asks again; switching a link to signature ends its visitors’ tokens', async () => {
    const team = await publishedFund();
    const link = await createLink(team, { ndaMode: 'signature' });
    const { token } = await atNdaGate(link.slug, 'ana@lp.test');
    expect((await visitor('POST', 'sign-nda', token, { version: null, fullName: 'Ana Ruiz', agree: true })).status).toBe(200);
    await t.database.db.insert(profileNdaVersions).values({ profileId: team.profile.id, version: 1, text: 'A stricter NDA' });
    const status = await visitor('GET', 'status', token);
    expect(status.body).toMatchObject({ access: { state: 'gate', gate: 'nda' }, nda: { version: 1, mode: 'signature' } });
    expect((await visitor('POST', 'sign-nda', token, { version: 1, fullName: 'Ana Ruiz', agree: true })).body.access).toEqual({
      state: 'granted',
    });
    const records = (await t.call('GET', `${P}/nda-records/${link.id}`, as(team.viewer, team.profile))).body.items;
    expect(records.map((record: { version: number }) => record.version)).toEqual([1, 0]);

    // A click-through link switched to signature: its visitors must sign.
    const clickLink = await createLink(team, { name: 'Click' });
    const clicker = await atNdaGate(clickLink.slug, 'bo@lp.test');
    await visitor('POST', 'confirm-nda', clicker.token, { accept: true });
    const edit = await t.call('PUT', `${P}/edit-scope/${clickLink.id}`, {
      ...as(team.owner, team.profile),
      body: {
        name: 'Click',
        accessMode: 'AnyoneEnteringAnEmail',
        scope: ['fund-details', 'overview', 'fund-terms'],
        permissions: { canView: true },
        requireNda: true,
        ndaMode: 'signature',
      },
    });
    expect(edit.body.ndaMode).toBe('signature');
    expect((await visitor('GET', 'status', clicker.token)).status).toBe(401);
  });
});

describe('who may read the records and the PDFs', () => {
  it('members of the fund only: anonymous 401, another fund 404, a viewer reads', async () => {
    const team = await publishedFund();
    const other = await fundTeam(t, { status: 'published' });
    const link = await createLink(team, { ndaMode: 'signature' });
    const { token } = await atNdaGate(link.slug, 'eve@lp.test');
    const { signature } = (await visitor('POST', 'sign-nda', token, { version: null, fullName: 'Eve Stone', agree: true })).body;
    for (const path of [`nda-records/${link.id}`, `nda-signature-pdf/${signature.id}`]) {
      expect((await download(`${P}/${path}`)).status).toBe(401);
      expect((await download(`${P}/${path}`, as(other.owner, other.profile))).status).toBe(404);
      expect((await download(`${P}/${path}`, as(team.viewer, team.profile))).status).toBe(200);
    }
    // The visitor's token reads neither.
    expect((await visitor('GET', `nda-records/${link.id}`, token)).status).toBe(401);
    // The v2 prefix serves the same routes.
    expect(
      (await download(`/api/fund-custom-profile-link-v2/nda-signature-pdf/${signature.id}`, as(team.viewer, team.profile))).status,
    ).toBe(200);
  });
});
