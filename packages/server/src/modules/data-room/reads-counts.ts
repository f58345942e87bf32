import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataRooms } from './tables';

/** How many data rooms a fund has: billing counts them against the plan's limit. */
export async function dataRoomCount(db: DbOrTx, fundProfileId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dataRooms).where(eq(dataRooms.fundProfileId, fundProfileId));
  return row?.n ?? 0;
}
