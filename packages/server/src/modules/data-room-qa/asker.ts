import { qaMessages as text } from '@fundnet/validation-schema';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { canEnterRoom, enterRoom, findItem, permissionsOn, type RoomAccess, type Viewer } from '../data-room';
import { dataRoomQuestions } from './tables';

/**
 * Who asks, and whether they may: every answer comes from the data room's one resolver (data-room's permissions.ts);
 * this only reads it. A holder through a permission group may ask wherever they may view; a share-link visitor only
 * when their link allows questions (`allowQuestions`, off by default); the fund's managers answer and never ask.
 */
export interface Asker {
  access: RoomAccess;
  viewer: Viewer;
  /** The organisation the asker acts as (the profile they sent and are a member of), else null. */
  organisationId: string | null;
}

export async function askerIn(db: DbOrTx, roomId: string, viewer: Viewer, organisationId: string | null): Promise<Asker> {
  const access = await enterRoom(db, roomId, viewer);
  return { access, viewer, organisationId };
}

/** Whether this caller may ask in the room: not a manager, and in through a group or a link that allows questions. */
export function mayAsk(asker: Asker): boolean {
  const { access } = asker;
  if (access.manager) return false;
  const throughGroups = access.grants.filter((grant) => !grant.groupId.startsWith('link:'));
  if (canEnterRoom({ ...access, grants: throughGroups })) return true;
  return asker.viewer.link?.allowQuestions === true;
}

/** 403 with the reason when the caller may not ask here. */
export function requireMayAsk(asker: Asker): void {
  if (mayAsk(asker)) return;
  throw forbidden(
    asker.access.manager ? text.managersAnswer : text.linkDisallows,
    asker.access.manager ? 'MANAGERS_ANSWER' : 'QUESTIONS_OFF',
  );
}

/** The file a question is about: a file of this room the asker may view (none, or not theirs to see: 404). */
export async function askableFile(asker: Asker, db: DbOrTx, fileId: string) {
  const item = await findItem(db, fileId, 'file').catch(() => null);
  if (!item || item.dataRoomId !== asker.access.room.id || !permissionsOn(asker.access, item.id).permissions.canView) {
    throw notFound(text.fileNotFound);
  }
  return item;
}

/**
 * The questions of the asker's organisation: theirs by account, their organisation's (colleagues of the profile they act
 * as), or a link visitor's by their visitor token. Private to them: nobody else's questions ever match.
 */
export function askedBy(asker: Asker): SQL {
  const { viewer, organisationId } = asker;
  const mine: SQL[] = [];
  if (viewer.userId) mine.push(eq(dataRoomQuestions.askerUserId, viewer.userId));
  if (organisationId) mine.push(eq(dataRoomQuestions.askerProfileId, organisationId));
  if (!viewer.userId && viewer.link) {
    mine.push(and(isNull(dataRoomQuestions.askerUserId), eq(dataRoomQuestions.askerVisitorId, viewer.link.visitorId))!);
  }
  // Nobody: a condition that holds for no row.
  return mine.length > 0 ? or(...mine)! : eq(dataRoomQuestions.id, '00000000-0000-0000-0000-000000000000');
}

/** Whether a question is one of the asker's (by the same rule as `askedBy`). */
export function isAskers(asker: Asker, row: typeof dataRoomQuestions.$inferSelect): boolean {
  const { viewer, organisationId } = asker;
  if (viewer.userId && row.askerUserId === viewer.userId) return true;
  if (organisationId && row.askerProfileId === organisationId) return true;
  return !viewer.userId && !!viewer.link && row.askerUserId === null && row.askerVisitorId === viewer.link.visitorId;
}
