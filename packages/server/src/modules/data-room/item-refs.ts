import { QueryBuilder } from 'drizzle-orm/pg-core';
import { dataRoomItems } from './tables';

const qb = new QueryBuilder();

/**
 * The items of data rooms as a typed subquery (ADR 0069), for a reader that names a room's files in its own one-statement
 * page (data-room-qa's inbox and FAQ show the file a question is about). Columns a reader needs, nothing more.
 */
export function dataRoomItemRefs<Alias extends string = 'data_room_item_refs'>(alias: Alias = 'data_room_item_refs' as Alias) {
  return qb
    .select({ id: dataRoomItems.id, dataRoomId: dataRoomItems.dataRoomId, kind: dataRoomItems.kind, name: dataRoomItems.name })
    .from(dataRoomItems)
    .as(alias);
}
