import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gte, isNotNull, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import type { JobQueue } from '../../lib/jobs';
import type { MailMessage } from '../../lib/mail';
import { updateRecipients } from '../fund-custom-profile-link';
import { recipientsFor } from '../profile-notifications';
import { profileMembersView, profileRefs } from '../profiles';
import { userRefs } from '../users';
import { permissionsOn, type RoomAccess, roomAccess } from './permissions';
import { dataRoomGroups, dataRoomHolders, dataRoomItems, dataRooms, dataRoomViews, type DataRoomItemRow } from './tables';
import { registerHolderMailJob } from './holder-mail';
import { extractFileText, unreadFiles } from './text-index';

/**
 * The data room's background jobs (lib/jobs): notification mails of views and downloads, and the text
 * extraction that feeds the room's question search. The routes enqueue; nothing here runs on a request.
 */

export const ACTIVITY_JOB = 'data-room.activity';
export const ACTIVITY_BATCH_JOB = 'data-room.activity-batch';
export const EXTRACT_TEXT_JOB = 'data-room.extract-text';
export const INDEX_RECONCILE_JOB = 'data-room.index-unread';
/** notifyOnUpdates: one mail per room and BATCH_WINDOW_SECONDS to the holders and link visitors who asked for them. */
export const UPDATES_JOB = 'data-room.updates';
export const UPDATES_TEMPLATE = 'data-room-updates';
/** A batched notification collects the room's activity for this long after its first event. */
export const BATCH_WINDOW_SECONDS = 15 * 60;

export const ACTIVITY_TEMPLATE = 'data-room-activity';
export const ACTIVITY_BATCH_TEMPLATE = 'data-room-activity-batch';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'storage'>;
type Kind = 'view' | 'download';

const footer = (settingsLink: string) =>
  `\n\nYou receive this e-mail because a permission group of this data room notifies its owners and your notification settings send data room activity immediately. Change them here:\n${settingsLink}\n\nThe Fundnet team`;

/**
 * Called by the routes after a view or a download: enqueues the owners' notification when the viewer's
 * permissions on the file ask for one (notifyViews / notifyDownloads; batchNotifications: one mail per room
 * and 15 minutes). The fund's own managers never trigger one. A queue failure is logged, never fails the read.
 */
export async function noteActivity(
  deps: Pick<AppDeps, 'jobs'>,
  access: RoomAccess,
  item: DataRoomItemRow,
  viewId: string,
  kind: Kind,
  log: FastifyBaseLogger,
): Promise<void> {
  if (access.manager) return;
  const { permissions } = permissionsOn(access, item.id);
  if (kind === 'view' ? !permissions.notifyViews : !permissions.notifyDownloads) return;
  try {
    if (permissions.batchNotifications) {
      await deps.jobs.send(
        ACTIVITY_BATCH_JOB,
        { roomId: item.dataRoomId, since: new Date(Date.now() - 1_000).toISOString() },
        { singletonKey: item.dataRoomId, startAfterSeconds: BATCH_WINDOW_SECONDS },
      );
    } else {
      await deps.jobs.send(ACTIVITY_JOB, { viewId, kind });
    }
  } catch (error) {
    log.error({ err: error, viewId, kind }, 'data-room notification not queued');
  }
}

/**
 * Called by the upload: a file was added to the room. Enqueues (at most one waiting per room) the update mail of the
 * next BATCH_WINDOW_SECONDS, so ten files uploaded together make one mail. A queue failure is logged only.
 */
export async function noteUpdate(deps: Pick<AppDeps, 'jobs'>, item: DataRoomItemRow, log: FastifyBaseLogger): Promise<void> {
  const roomId = item.dataRoomId;
  try {
    await deps.jobs.send(
      UPDATES_JOB,
      // From the first new file on (the database's time of it): a file joins the waiting mail, or starts the next one.
      { roomId, since: item.createdAt.toISOString() },
      { singletonKey: roomId, startAfterSeconds: BATCH_WINDOW_SECONDS },
    );
  } catch (error) {
    log.error({ err: error, roomId }, 'data-room update mail not queued');
  }
}

async function roomAndFund(deps: Deps, roomId: string) {
  // The fund's name through profiles' subquery; a deleted fund's rooms still mail (deleted rows included, as before).
  const fund = profileRefs('fund', { withDeleted: true });
  const [row] = await deps.db
    .select({ room: dataRooms, fundName: fund.name })
    .from(dataRooms)
    .innerJoin(fund, eq(fund.id, dataRooms.fundProfileId))
    .where(eq(dataRooms.id, roomId))
    .limit(1);
  return row;
}

/** The owners who get data-room activity immediately (profile-notifications preferences), without the viewer. */
async function recipients(deps: Deps, fundProfileId: string, exclude: string[]) {
  const emails = await recipientsFor(deps.db, fundProfileId, 'dataRoomActivity');
  return emails.filter((email) => !exclude.includes(email.toLowerCase()));
}

export function activityMail(data: {
  viewerEmail: string;
  fileName: string;
  roomName: string;
  fundName: string;
  kind: Kind;
  at: Date;
  analyticsLink: string;
  settingsLink: string;
}): Omit<MailMessage, 'to'> {
  const verb = data.kind === 'view' ? 'opened' : 'downloaded';
  return {
    template: ACTIVITY_TEMPLATE,
    subject: `${data.viewerEmail} ${verb} ${data.fileName}`,
    text:
      `Hello,\n\n${data.viewerEmail} ${verb} “${data.fileName}” in the data room ${data.roomName} of ${data.fundName} ` +
      `at ${data.at.toISOString().slice(0, 16).replace('T', ' ')} UTC.\n\nWho read what, and for how long:\n${data.analyticsLink}` +
      footer(data.settingsLink),
    data: { viewerEmail: data.viewerEmail, fileName: data.fileName, kind: data.kind, room: data.roomName, link: data.analyticsLink },
  };
}

async function sendActivity(deps: Deps, data: { viewId: string; kind: Kind }) {
  const [row] = await deps.db
    .select({ view: dataRoomViews, fileName: dataRoomItems.name })
    .from(dataRoomViews)
    .innerJoin(dataRoomItems, eq(dataRoomItems.id, dataRoomViews.itemId))
    .where(eq(dataRoomViews.id, data.viewId))
    .limit(1);
  if (!row) return; // the file or its room was deleted since
  const found = await roomAndFund(deps, row.view.dataRoomId);
  if (!found) return;
  const mail = activityMail({
    viewerEmail: row.view.viewerEmail,
    fileName: row.fileName,
    roomName: found.room.name,
    fundName: found.fundName,
    kind: data.kind,
    at: data.kind === 'download' && row.view.downloadedAt ? row.view.downloadedAt : row.view.startedAt,
    analyticsLink: `${deps.config.appUrl}/dataRoom/${found.room.id}/analytics`,
    settingsLink: `${deps.config.appUrl}/settings/notifications`,
  });
  for (const to of await recipients(deps, found.room.fundProfileId, [row.view.viewerEmail])) await deps.mailer.send({ to, ...mail });
}

async function sendBatch(deps: Deps, data: { roomId: string; since: string }) {
  const found = await roomAndFund(deps, data.roomId);
  if (!found) return;
  const since = new Date(data.since);
  const rows = await deps.db
    .select({ view: dataRoomViews, fileName: dataRoomItems.name })
    .from(dataRoomViews)
    .innerJoin(dataRoomItems, eq(dataRoomItems.id, dataRoomViews.itemId))
    .where(
      and(
        eq(dataRoomViews.dataRoomId, data.roomId),
        or(gte(dataRoomViews.startedAt, since), and(isNotNull(dataRoomViews.downloadedAt), gte(dataRoomViews.downloadedAt, since))),
      ),
    )
    .orderBy(dataRoomViews.startedAt)
    .limit(500);
  const owners = await recipients(deps, found.room.fundProfileId, []);
  if (owners.length === 0) return;
  // A read counts when its reader's permissions on that file batch it (batchNotifications with notifyViews or
  // notifyDownloads), decided by the one resolver; the fund's own managers never notify.
  const accessOf = new Map<string, Promise<RoomAccess>>();
  const activity: typeof rows = [];
  for (const row of rows) {
    const key = `${row.view.viewerUserId ?? ''}|${row.view.viewerEmail}`;
    if (!accessOf.has(key))
      accessOf.set(key, roomAccess(deps.db, found.room, { userId: row.view.viewerUserId, email: row.view.viewerEmail }));
    const access = await accessOf.get(key)!;
    if (access.manager) continue;
    const { permissions } = permissionsOn(access, row.view.itemId);
    const downloaded = row.view.downloadedAt !== null && row.view.downloadedAt >= since;
    if (permissions.batchNotifications && (permissions.notifyViews || (downloaded && permissions.notifyDownloads))) activity.push(row);
  }
  if (activity.length === 0 || owners.length === 0) return;
  const lines = activity.map(
    (row) =>
      `- ${row.view.viewerEmail} ${row.view.downloadedAt && row.view.downloadedAt >= since ? 'downloaded' : 'opened'} ${row.fileName}`,
  );
  const analyticsLink = `${deps.config.appUrl}/dataRoom/${found.room.id}/analytics`;
  const viewers = new Set(activity.map((row) => row.view.viewerEmail)).size;
  const mail: Omit<MailMessage, 'to'> = {
    template: ACTIVITY_BATCH_TEMPLATE,
    subject: `${found.room.name}: ${activity.length} new read${activity.length === 1 ? '' : 's'} by ${viewers} visitor${viewers === 1 ? '' : 's'}`,
    text: `Hello,\n\nrecent activity in the data room ${found.room.name} of ${found.fundName}:\n\n${lines.join('\n')}\n\nDetails:\n${analyticsLink}${footer(`${deps.config.appUrl}/settings/notifications`)}`,
    data: { room: found.room.name, reads: String(activity.length), visitors: String(viewers), link: analyticsLink },
  };
  for (const to of owners) await deps.mailer.send({ to, ...mail });
}

export function updatesMail(data: { fundName: string; roomName: string; files: string[]; link: string }): Omit<MailMessage, 'to'> {
  const count = data.files.length;
  return {
    template: UPDATES_TEMPLATE,
    subject: `${data.fundName}: ${count} new document${count === 1 ? '' : 's'} in ${data.roomName}`,
    text:
      `Hello,\n\n${data.fundName} added ${count === 1 ? 'a document' : `${count} documents`} to the data room ${data.roomName}:\n\n` +
      `${data.files.map((name) => `- ${name}`).join('\n')}\n\nOpen the data room:\n${data.link}\n\n` +
      'You receive this e-mail because the fund shares this data room with you and asked to keep you informed of new documents.\n\nThe Fundnet team',
    data: { fund: data.fundName, room: data.roomName, files: String(count), link: data.link },
  };
}

/**
 * The update mail of a room: the files added since `since` that each recipient may view, to every holder whose
 * permissions on them include notifyOnUpdates (decided per file by the one resolver, so a folder override that hides
 * a file keeps it out of that person's mail) and to the link visitors of links that name the room (their link's
 * notifyOnUpdates). The fund's own managers get none. Nobody gets a mail listing nothing.
 */
async function sendUpdates(deps: Deps, data: { roomId: string; since: string }) {
  const found = await roomAndFund(deps, data.roomId);
  if (!found) return;
  const files = await deps.db
    .select({ id: dataRoomItems.id, name: dataRoomItems.name })
    .from(dataRoomItems)
    .where(
      and(eq(dataRoomItems.dataRoomId, data.roomId), eq(dataRoomItems.kind, 'file'), gte(dataRoomItems.createdAt, new Date(data.since))),
    )
    .orderBy(dataRoomItems.createdAt)
    .limit(200);
  if (files.length === 0) return;
  const visibleFiles = (access: RoomAccess) =>
    access.manager
      ? []
      : files.filter((file) => {
          const { permissions } = permissionsOn(access, file.id);
          return permissions.canView && permissions.notifyOnUpdates;
        });
  const sent = new Set<string>();
  const mail = async (to: string, names: string[], link: string) => {
    if (names.length === 0 || sent.has(to)) return;
    sent.add(to);
    await deps.mailer.send({ to, ...updatesMail({ fundName: found.fundName, roomName: found.room.name, files: names, link }) });
  };
  for (const person of await holderPeople(deps.db, found.room.id, found.room.fundProfileId)) {
    const access = await roomAccess(deps.db, found.room, person);
    await mail(
      person.email,
      visibleFiles(access).map((file) => file.name),
      `${deps.config.appUrl}/dataRoom/${found.room.id}`,
    );
  }
  for (const recipient of await updateRecipients(deps.db, deps.config.appUrl, found.room.fundProfileId, `data-room:${found.room.id}`)) {
    const access = await roomAccess(deps.db, found.room, { userId: null, email: recipient.email, link: recipient.visitor });
    await mail(
      recipient.email,
      visibleFiles(access).map((file) => file.name),
      recipient.url,
    );
  }
}

/** Every person a holder of the room's groups stands for: addresses, members of holder profiles, fund members of a role. */
async function holderPeople(db: Deps['db'], roomId: string, fundProfileId: string): Promise<{ userId: string | null; email: string }[]> {
  // People and memberships through their owners' subqueries (users deleted or not, as the rows were read before), in
  // the one statement.
  const u = userRefs('u', { withDeleted: true });
  const m = profileMembersView('m');
  const rows = await db.execute<{ user_id: string | null; email: string }>(sql`
    select u.id as user_id, lower(h.email) as email
      from ${dataRoomHolders} h join ${dataRoomGroups} g on g.id = h.group_id
      left join ${u} on lower(u.email) = lower(h.email)
      where g.data_room_id = ${roomId} and h.kind = 'email' and h.email is not null
    union
    select u.id, lower(u.email)
      from ${dataRoomHolders} h join ${dataRoomGroups} g on g.id = h.group_id
      join ${m} on m.profile_id = h.profile_id
      join ${u} on u.id = m.user_id
      where g.data_room_id = ${roomId} and h.kind = 'profile'
    union
    select u.id, lower(u.email)
      from ${dataRoomHolders} h join ${dataRoomGroups} g on g.id = h.group_id
      join ${m} on m.profile_id = ${fundProfileId} and m.role = h.role
      join ${u} on u.id = m.user_id
      where g.data_room_id = ${roomId} and h.kind = 'role'`);
  const people = new Map<string, { userId: string | null; email: string }>();
  for (const row of rows.rows) if (!people.has(row.email)) people.set(row.email, { userId: row.user_id, email: row.email });
  return [...people.values()];
}

/** Defines the data room's jobs on the queue (app.ts calls it). */
export function registerDataRoomJobs(jobs: JobQueue, deps: Deps): void {
  registerHolderMailJob(jobs, deps);
  jobs.define<{ viewId: string; kind: Kind }>({ name: ACTIVITY_JOB, handler: (data) => sendActivity(deps, data) });
  jobs.define<{ roomId: string; since: string }>({
    name: ACTIVITY_BATCH_JOB,
    // At most one waiting batch per room (singleton key = room id): later reads join it.
    policy: 'short',
    handler: (data) => sendBatch(deps, data),
  });
  jobs.define<{ roomId: string; since: string }>({
    name: UPDATES_JOB,
    // At most one waiting mail per room (singleton key = room id): later uploads join it.
    policy: 'short',
    handler: (data) => sendUpdates(deps, data),
  });
  jobs.define<{ itemId: string }>({
    name: EXTRACT_TEXT_JOB,
    // One waiting extraction per file (singleton key = item id): the upload and the reconcile never double it.
    policy: 'short',
    expireInSeconds: 10 * 60,
    handler: async (data, job) => {
      await extractFileText(deps, data.itemId, job.log);
    },
  });
  jobs.define({
    name: INDEX_RECONCILE_JOB,
    // Every minute: PDFs without their text (seeded, uploaded before the index, a lost job) are queued.
    cron: '* * * * *',
    runOnStart: true,
    retryLimit: 0,
    handler: async (_data, job) => {
      const unread = await unreadFiles(deps.db);
      for (const itemId of unread) await jobs.send(EXTRACT_TEXT_JOB, { itemId }, { singletonKey: itemId });
      if (unread.length > 0) job.log.info({ files: unread.length }, 'data-room files queued for text extraction');
    },
  });
}
