import type { PermissionGroup, SharePermissions } from '@fundnet/validation-schema';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { JobQueue } from '../../lib/jobs';
import type { MailMessage } from '../../lib/mail';
import { profileMembersView, profileRefs } from '../profiles';
import { userRefs } from '../users';
import { dataRoomGroups, dataRoomHolders, dataRooms } from './tables';

/**
 * The mail to an investor a fund just added to a permission group: which room, of which fund, and what the group
 * lets them do there, with the link. Sent through the job queue (the request never waits on the mailer), to the
 * address of an e-mail holder or to every member of a profile holder; role holders are the fund's own members and
 * get none.
 */

export const HOLDER_ADDED_JOB = 'data-room.holder-added';
export const HOLDER_ADDED_TEMPLATE = 'data-room-holder-added';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

/** What a group gives, in words, in the order a reader cares about. */
const grantWords: Array<[keyof SharePermissions, string]> = [
  ['canView', 'view its documents'],
  ['canDownload', 'download them'],
  ['canUseAIChat', 'ask the AI chat about them'],
  ['notifyOnUpdates', 'get an e-mail when documents are added'],
];

export function grantsText(permissions: SharePermissions): string {
  const grants = grantWords.filter(([key]) => permissions[key]).map(([, words]) => words);
  if (grants.length === 0) return 'no documents yet: the fund will open them to you';
  if (grants.length === 1) return grants[0]!;
  return `${grants.slice(0, -1).join(', ')} and ${grants.at(-1)}`;
}

export function holderAddedMail(data: {
  fundName: string;
  roomName: string;
  groupName: string;
  permissions: SharePermissions;
  link: string;
}): Omit<MailMessage, 'to'> {
  const grants = grantsText(data.permissions);
  return {
    template: HOLDER_ADDED_TEMPLATE,
    subject: `${data.fundName} shared the data room ${data.roomName} with you`,
    text:
      `Hello,\n\n${data.fundName} added you to the group “${data.groupName}” of its data room ${data.roomName}. ` +
      `You can ${grants}.\n\nOpen the data room:\n${data.link}\n\n` +
      'You receive this e-mail because the fund gave you access to this data room.\n\nThe Fundnet team',
    data: { fund: data.fundName, room: data.roomName, group: data.groupName, grants, link: data.link },
  };
}

/** The holders of `after` that `before` did not have (what a permissionHolder/edit added). */
export function addedHolderIds(before: PermissionGroup, after: PermissionGroup): string[] {
  const had = new Set(before.holders.map((holder) => holder.id));
  return after.holders.filter((holder) => !had.has(holder.id) && holder.kind !== 'role').map((holder) => holder.id);
}

/** Called by the route after holders were added: one job for them. A queue failure is logged, never fails the change. */
export async function noteHoldersAdded(
  deps: Pick<AppDeps, 'jobs'>,
  groupId: string,
  holderIds: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  if (holderIds.length === 0) return;
  try {
    await deps.jobs.send(HOLDER_ADDED_JOB, { groupId, holderIds });
  } catch (error) {
    log.error({ err: error, groupId }, 'data-room holder mail not queued');
  }
}

/** The addresses a holder stands for: its e-mail, or the members of its profile. */
async function addressesOf(db: Deps['db'], holder: typeof dataRoomHolders.$inferSelect): Promise<string[]> {
  if (holder.kind === 'email') return holder.email ? [holder.email.toLowerCase()] : [];
  if (holder.kind !== 'profile' || !holder.profileId) return [];
  const m = profileMembersView('m');
  const u = userRefs('u');
  const rows = await db.select({ email: u.email }).from(m).innerJoin(u, eq(u.id, m.userId)).where(eq(m.profileId, holder.profileId));
  return rows.map((row) => row.email.toLowerCase());
}

async function sendHoldersAdded(deps: Deps, data: { groupId: string; holderIds: string[] }) {
  const fund = profileRefs('fund', { withDeleted: true });
  const [found] = await deps.db
    .select({ group: dataRoomGroups, room: dataRooms, fundName: fund.name })
    .from(dataRoomGroups)
    .innerJoin(dataRooms, eq(dataRooms.id, dataRoomGroups.dataRoomId))
    .innerJoin(fund, eq(fund.id, dataRooms.fundProfileId))
    .where(eq(dataRoomGroups.id, data.groupId))
    .limit(1);
  if (!found) return; // the group or its room was deleted since
  const holders = await deps.db.select().from(dataRoomHolders).where(eq(dataRoomHolders.groupId, found.group.id));
  const mail = holderAddedMail({
    fundName: found.fundName,
    roomName: found.room.name,
    groupName: found.group.name,
    permissions: found.group.permissions,
    link: `${deps.config.appUrl}/dataRoom/${found.room.id}`,
  });
  const sent = new Set<string>();
  // Holders removed again before the job ran are not in the group any more: they get nothing.
  for (const holder of holders.filter((h) => data.holderIds.includes(h.id))) {
    for (const to of await addressesOf(deps.db, holder)) {
      if (sent.has(to)) continue;
      sent.add(to);
      await deps.mailer.send({ to, ...mail });
    }
  }
}

/** Defines the holder mail on the queue (registerDataRoomJobs calls it). */
export function registerHolderMailJob(jobs: JobQueue, deps: Deps): void {
  jobs.define<{ groupId: string; holderIds: string[] }>({ name: HOLDER_ADDED_JOB, handler: (data) => sendHoldersAdded(deps, data) });
}
