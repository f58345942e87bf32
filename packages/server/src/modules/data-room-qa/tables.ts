import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { dataRoomItems, dataRooms } from '../data-room/tables';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A question a holder of a data room asked the fund (issue 35, ADR 0081): on the room (item_id null), a file, or a page
 * of a file. The asker is an account (asker_user_id) acting as an organisation (asker_profile_id, when they sent one),
 * or a share-link visitor (asker_visitor_id, the visitor token's row, and via_link_id). `search` (question and answer,
 * 'english') feeds the FAQ suggestions; only published rows are searched.
 */
export const dataRoomQuestions = pgTable(
  'data_room_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dataRoomId: uuid('data_room_id')
      .notNull()
      .references(() => dataRooms.id, { onDelete: 'cascade' }),
    /** The file asked about; a deleted file leaves the question on the room. */
    itemId: uuid('item_id').references(() => dataRoomItems.id, { onDelete: 'set null' }),
    page: integer('page'),
    askerUserId: uuid('asker_user_id').references(() => users.id, { onDelete: 'set null' }),
    askerProfileId: uuid('asker_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** A link visitor's token row (access-policy): their questions are theirs without an account. */
    askerVisitorId: uuid('asker_visitor_id'),
    viaLinkId: uuid('via_link_id'),
    /** The account's address, or the one a link visitor gave ('' when their link asks none). */
    askerEmail: text('asker_email').notNull(),
    question: text('question').notNull(),
    state: text('state', { enum: ['open', 'assigned', 'answered', 'published', 'closed'] })
      .notNull()
      .default('open'),
    assigneeUserId: uuid('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    draft: text('draft'),
    answer: text('answer'),
    answeredByUserId: uuid('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** The first answer (response times count to it; a later edit of the answer does not move it). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').notNull().generatedAlwaysAs(sql`to_tsvector('english', "question" || ' ' || coalesce("answer", ''))`),
  },
  (t) => [
    // The inbox: a room's questions newest first, by state or not (ADR 0081: 10,000 questions, p95 ≤ 50 ms).
    index('data_room_questions_room_idx').on(t.dataRoomId, t.createdAt, t.id),
    index('data_room_questions_room_state_idx').on(t.dataRoomId, t.state, t.createdAt),
    index('data_room_questions_asker_idx').on(t.askerUserId),
    index('data_room_questions_org_idx').on(t.askerProfileId),
    index('data_room_questions_search_idx').using('gin', t.search),
  ],
);

export type DataRoomQuestionRow = typeof dataRoomQuestions.$inferSelect;
