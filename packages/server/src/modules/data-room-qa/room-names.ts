import type { DbOrTx } from '../../db/client';
import { findRoom } from '../data-room';
import { findProfile } from '../profiles';

/** The room's and its fund's names, for mails and the export (null: the room was deleted since). */
export async function roomNames(db: DbOrTx, roomId: string): Promise<{ roomName: string; fundName: string; fundId: string } | null> {
  const room = await findRoom(db, roomId).catch(() => null);
  if (!room) return null;
  const fund = await findProfile(db, room.fundProfileId, { withDeleted: true });
  return { roomName: room.name, fundName: fund?.name ?? 'The fund', fundId: room.fundProfileId };
}
