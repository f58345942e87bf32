import { type EventHosts, platformEventMessages } from '@fundnet/validation-schema';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { unprocessable } from '../../lib/errors';
import { liveUsersByEmails, userRefs } from '../users';
import { platformEventHosts } from './tables';
import { assertCanManage, findEvent, type Viewer } from './service';

// ---------------------------------------------------------------- hosts

export async function listHosts(db: Db, viewer: Viewer, id: string): Promise<EventHosts> {
  const event = await findEvent(db, id);
  await assertCanManage(db, viewer, event);
  return hostsOf(db, event.id);
}

/** A host stays listed after their account is deleted (the rows were never filtered): users' subquery, all rows. */
const host = userRefs('host', { withDeleted: true });

async function hostsOf(db: DbOrTx, eventId: string): Promise<EventHosts> {
  const rows = await db
    .select({ userId: host.id, email: host.email, firstName: host.firstName, lastName: host.lastName })
    .from(platformEventHosts)
    .innerJoin(host, eq(host.id, platformEventHosts.userId))
    .where(eq(platformEventHosts.eventId, eventId))
    .orderBy(asc(host.email));
  return {
    hosts: rows.map((row) => ({ userId: row.userId, email: row.email, name: `${row.firstName} ${row.lastName}`.trim() || row.email })),
  };
}

/** PUT platform-event/{id}/hosts: the whole list of hosts, by e-mail (administrators only). */
export async function setHosts(db: Db, id: string, emails: string[]): Promise<EventHosts> {
  const event = await findEvent(db, id);
  const wanted = [...new Set(emails)];
  const found = await liveUsersByEmails(db, wanted);
  const known = new Set(found.map((row) => row.email));
  const unknown = wanted.filter((email) => !known.has(email));
  if (unknown.length) throw unprocessable({ emails: unknown.map((email) => `${platformEventMessages.unknownHost}: ${email}`) });
  await db.transaction(async (tx) => {
    await tx.delete(platformEventHosts).where(eq(platformEventHosts.eventId, event.id));
    if (found.length) await tx.insert(platformEventHosts).values(found.map((row) => ({ eventId: event.id, userId: row.id })));
  });
  return hostsOf(db, event.id);
}
