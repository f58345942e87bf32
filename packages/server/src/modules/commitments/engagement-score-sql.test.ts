/** @database both: the score computed in SQL, arithmetic and dates on each engine */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { type Database, openDatabase } from '../../db/client';
import { scoreOf, scoreSql } from './engagement';

/**
 * The engagement score exists twice: `scoreOf` (a page's rows, with their dates) and `scoreSql` (the whole book, sorted
 * and counted in the database, ADR 0060). Both must give the same integer for every LP, or a book sorted by score would
 * show scores out of order: this property holds them together on the database the suite runs on.
 */
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, poolSize: 1 });
});
afterAll(() => database.close());

const DAY = 86_400_000;
const now = new Date('2026-11-25T12:00:00.000Z');
/** Days since the last activity: anywhere in 200 days, and exactly on each recency step and a millisecond either side. */
const ago = fc.oneof(
  fc.integer({ min: 0, max: 200 * DAY }),
  fc.constantFrom(...[7, 30, 90].flatMap((days) => [days * DAY - 1, days * DAY, days * DAY + 1])),
);
const signals = fc
  .record({
    profileViews: fc.integer({ min: 0, max: 40 }),
    shareLinkVisits: fc.integer({ min: 0, max: 30 }),
    dataRoomViews: fc.integer({ min: 0, max: 40 }),
    itemShare: fc.double({ min: 0, max: 1, noNaN: true }),
    dataRoomMs: fc.integer({ min: 0, max: 8_000_000 }),
    dataRoomPages: fc.integer({ min: 0, max: 400 }),
    interactions: fc.integer({ min: 0, max: 20 }),
    lastActivity: fc.option(ago, { nil: null }),
  })
  .map(({ itemShare, ...s }) => ({ ...s, dataRoomItems: Math.round(s.dataRoomViews * itemShare) }));

it('scores every mix of signals and recency exactly as the TypeScript formula does', async () => {
  await fc.assert(
    fc.asyncProperty(signals, async (s) => {
      const lastActivity = s.lastActivity === null ? null : new Date(now.getTime() - s.lastActivity);
      const value = (n: number) => sql`${n}::float8`;
      const expression = scoreSql(
        {
          profileViews: value(s.profileViews),
          shareLinkVisits: value(s.shareLinkVisits),
          dataRoomViews: value(s.dataRoomViews),
          dataRoomMs: value(s.dataRoomMs),
          dataRoomPages: value(s.dataRoomPages),
          dataRoomItems: value(s.dataRoomItems),
          interactions: value(s.interactions),
          lastActivity: lastActivity ? sql`${lastActivity.toISOString()}::timestamptz` : sql`null::timestamptz`,
        },
        now,
      );
      const { rows } = await database.db.execute(sql`select ${expression} as score`);
      const expected = scoreOf(
        {
          profileViews: s.profileViews,
          shareLinkVisits: s.shareLinkVisits,
          dataRoomViews: s.dataRoomViews,
          dataRoomMs: s.dataRoomMs,
          dataRoomPages: s.dataRoomPages,
          dataRoomRevisits: Math.max(0, s.dataRoomViews - s.dataRoomItems),
          interactions: s.interactions,
          lastActivity,
          lastContact: null,
        },
        now,
      );
      expect(Number((rows[0] as { score: number }).score)).toBe(expected);
    }),
    { numRuns: 300 },
  );
});
