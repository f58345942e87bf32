import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type AcceptNdaReply,
  type NdaFile,
  type NdaVersion,
  type ProfileNdaReply,
  type PublicNdaReply,
  profileNdaMessages as text,
  STANDARD_NDA_TEXT,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, referenceNotFound, unprocessable } from '../../lib/errors';
import { emitFundEvent } from '../fund-webhook';
import { profileRefs } from '../profiles';
import { lockProfile, profileWithFamily, publicContext, readSettings, recordUnlock } from '../profile-sections';
import { findUpload, type Origin, signedFileUrl } from '../upload';
import { userById, userRefs } from '../users';
import { currentNdaVersion, latestAcceptance, recordNdaAcceptance } from './acceptances';
import { type ProfileNdaVersionRow, profileNdaAcceptances, profileNdaVersions } from './tables';

/** The NDA screen and the visitors' acceptance (README.md). */

type NdaDeps = Pick<AppDeps, 'db' | 'config' | 'storage'>;

/** The PDF of a version with a short-lived link (null when there is none, or its upload is gone). */
async function fileOf(deps: NdaDeps, origin: Origin, key: string | null): Promise<NdaFile | null> {
  if (!key) return null;
  const upload = await findUpload(deps.db, key);
  if (!upload) return null;
  const link = await signedFileUrl(deps, origin, upload);
  return { key: upload.key, name: upload.originalName, size: upload.size, url: link.url, expiresAt: link.expiresAt };
}

async function versionOf(deps: NdaDeps, origin: Origin, row: ProfileNdaVersionRow): Promise<NdaVersion> {
  const user = row.createdBy ? await userById(deps.db, row.createdBy) : undefined;
  const creator = user ? { firstName: user.firstName, lastName: user.lastName } : undefined;
  return {
    version: row.version,
    text: row.text,
    document: await fileOf(deps, origin, row.documentKey),
    createdAt: row.createdAt.toISOString(),
    createdBy: creator ?? null,
  };
}

// Who accepted: the viewer profile and the person, deleted ones too (the owners' subqueries, left-joined as before).
const viewer = profileRefs('viewer_profile', { withDeleted: true });
const acceptor = userRefs('acceptor', { withDeleted: true });

/** GET api/profile-nda: the require-NDA setting, the current version and every acceptance, newest first. */
export async function readNda(deps: NdaDeps, origin: Origin, profileId: string): Promise<ProfileNdaReply> {
  const [settings, current, acceptances] = await Promise.all([
    readSettings(deps.db, profileId),
    currentNdaVersion(deps.db, profileId),
    deps.db
      .select({
        id: profileNdaAcceptances.id,
        version: profileNdaAcceptances.version,
        acceptedAt: profileNdaAcceptances.acceptedAt,
        sections: profileNdaAcceptances.sections,
        profileId: viewer.id,
        profileType: viewer.type,
        profileName: viewer.name,
        profileSlug: viewer.slug,
        profileDeletedAt: viewer.deletedAt,
        firstName: acceptor.firstName,
        lastName: acceptor.lastName,
        email: acceptor.email,
      })
      .from(profileNdaAcceptances)
      .leftJoin(viewer, eq(viewer.id, profileNdaAcceptances.viewerProfileId))
      .leftJoin(acceptor, eq(acceptor.id, profileNdaAcceptances.userId))
      .where(eq(profileNdaAcceptances.profileId, profileId))
      .orderBy(desc(profileNdaAcceptances.acceptedAt), desc(profileNdaAcceptances.id)),
  ]);
  return {
    requireNda: settings.requireNda,
    sections: settings.ndaSections,
    nda: current ? await versionOf(deps, origin, current) : null,
    standardText: STANDARD_NDA_TEXT,
    acceptances: acceptances.map((row) => ({
      id: row.id,
      version: row.version,
      acceptedAt: row.acceptedAt.toISOString(),
      sections: row.sections,
      profile:
        row.profileId && !row.profileDeletedAt
          ? { id: row.profileId, type: row.profileType!, name: row.profileName!, slug: row.profileSlug! }
          : null,
      user: row.email ? { firstName: row.firstName ?? '', lastName: row.lastName ?? '', email: row.email } : null,
    })),
  };
}

/**
 * PUT api/profile-nda/document: a new version of the NDA (text and/or PDF). The PDF must be a private PDF
 * upload of the caller, or the current version's own file (kept while the text changes). Saving the
 * current version unchanged makes no new version.
 */
export async function saveNdaDocument(
  deps: NdaDeps,
  origin: Origin,
  profileId: string,
  input: { text: string | null; documentKey: string | null },
  userId: string,
): Promise<ProfileNdaReply> {
  const current = await currentNdaVersion(deps.db, profileId);
  if (input.documentKey) {
    const upload = await findUpload(deps.db, input.documentKey);
    const usable = upload && (upload.ownerUserId === userId || upload.key === current?.documentKey);
    // Someone else's file answers like a missing one: its existence is not revealed.
    if (!upload || !usable) throw referenceNotFound('documentKey', text.documentNotFound);
    if (upload.visibility !== 'private') throw unprocessable({ documentKey: [text.documentNotPrivate] });
    if (upload.kind !== 'pdf') throw unprocessable({ documentKey: [text.documentNotPdf] });
  }
  await deps.db.transaction(async (tx) => {
    await lockProfile(tx, profileId);
    const latest = await currentNdaVersion(tx, profileId);
    if (latest && latest.text === input.text && latest.documentKey === input.documentKey) return;
    await tx.insert(profileNdaVersions).values({
      profileId,
      version: (latest?.version ?? 0) + 1,
      text: input.text,
      documentKey: input.documentKey,
      createdBy: userId,
    });
  });
  return readNda(deps, origin, profileId);
}

/**
 * GET api/profile-nda/public/{profileId}: what a visitor reads before accepting; 404 for profiles that
 * are not public. The NDA itself only while the profile asks for it.
 */
export async function readPublicNda(
  deps: NdaDeps,
  origin: Origin,
  profileId: string,
  viewerProfileId: string | null,
): Promise<PublicNdaReply> {
  const { family } = await profileWithFamily(deps.db, profileId);
  const { profile, settings } = await publicContext(deps.db, family, profileId, null);
  const requireNda = settings.requireNda && settings.ndaSections.length > 0;
  const current = requireNda ? await currentNdaVersion(deps.db, profile.id) : undefined;
  const accepted = viewerProfileId ? await latestAcceptance(deps.db, profile.id, viewerProfileId) : undefined;
  return {
    profileId: profile.id,
    profileName: profile.name,
    requireNda,
    sections: requireNda ? settings.ndaSections : [],
    nda: current ? { version: current.version, text: current.text, document: await fileOf(deps, origin, current.documentKey) } : null,
    standardText: STANDARD_NDA_TEXT,
    accepted: accepted ? { version: accepted.version, acceptedAt: accepted.acceptedAt.toISOString() } : null,
  };
}

/**
 * POST api/profile-nda/accept/{profileId}: the caller's active profile accepts the NDA version it read
 * (null: the standard terms); every protected section unlocks for its members. 409 when the profile asks
 * for no NDA or the version is no longer the current one; 400 for one's own profile.
 */
export async function acceptNda(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  profileId: string,
  viewerProfile: { id: string },
  userId: string,
  version: number | null,
  log?: FastifyBaseLogger,
): Promise<{ reply: AcceptNdaReply; created: boolean }> {
  if (viewerProfile.id.toLowerCase() === profileId.toLowerCase()) throw badRequest(text.ownProfile, 'OWN_PROFILE');
  const { family } = await profileWithFamily(deps.db, profileId);
  const { profile, settings } = await publicContext(deps.db, family, profileId, null);
  if (!settings.requireNda || settings.ndaSections.length === 0) throw conflict(text.notRequired, 'NDA_NOT_REQUIRED');
  const accepted = await deps.db.transaction(async (tx) => {
    // Under the profile's lock no new version can slip in between the check and the acceptance.
    await lockProfile(tx, profile.id);
    const current = (await currentNdaVersion(tx, profile.id))?.version ?? null;
    if (current !== version) throw conflict(text.versionChanged, 'NDA_VERSION_CHANGED');
    for (const section of settings.ndaSections) await recordUnlock(tx, profile.id, viewerProfile.id, section, userId);
    const { acceptance, created } = await recordNdaAcceptance(tx, {
      profileId: profile.id,
      viewerProfileId: viewerProfile.id,
      userId,
      sections: settings.ndaSections,
      version: current,
    });
    return {
      reply: { version: acceptance.version, acceptedAt: acceptance.acceptedAt.toISOString(), sections: acceptance.sections },
      created,
    };
  });
  // A fund's webhooks hear of a new acceptance (fund-webhook; other profile types have no endpoints).
  if (accepted.created) {
    const data = { via: 'profile', viewerProfileId: viewerProfile.id, ...accepted.reply };
    await emitFundEvent(deps, { profileId: profile.id, type: 'nda.signed', data }, log);
  }
  return accepted;
}
