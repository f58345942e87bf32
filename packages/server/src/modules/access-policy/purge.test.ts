/** @database both: date arithmetic of the scheduled purges, on each engine */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/test-app';
import { PURGE_CRON, PURGE_VISITOR_TOKENS_JOB } from './purge';
import { accessMagicCodes, accessPolicies, accessVisitorTokens } from './tables';

// The purge of expired visitor tokens, a daily job on the queue (lib/jobs), against the run's database.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('is scheduled daily and deletes expired visitor tokens and stale magic codes only', async () => {
  expect(t.app.jobs.definitions()).toEqual(
    expect.arrayContaining([{ name: PURGE_VISITOR_TOKENS_JOB, cron: PURGE_CRON, policy: undefined }]),
  );
  const db = t.database.db;
  const [policy] = await db.insert(accessPolicies).values({ mode: 'anyone' }).returning();
  const subjectId = randomUUID();
  const day = 86_400_000;
  const token = (expiresIn: number) => ({
    policyId: policy!.id,
    subjectId,
    tokenHash: randomUUID(),
    policyVersion: 1,
    expiresAt: new Date(Date.now() + expiresIn),
  });
  const tokens = await db
    .insert(accessVisitorTokens)
    .values([token(-day), token(-60_000), token(29 * day)])
    .returning();
  const code = (expiresIn: number) => ({
    policyId: policy!.id,
    subjectId,
    email: 'lp@example.com',
    tokenHash: randomUUID(),
    codeHash: randomUUID(),
    expiresAt: new Date(Date.now() + expiresIn),
  });
  const codes = await db
    .insert(accessMagicCodes)
    .values([code(-2 * day), code(-60_000)])
    .returning();

  await t.app.jobs.send(PURGE_VISITOR_TOKENS_JOB, {});
  expect(await t.app.jobs.runPending(PURGE_VISITOR_TOKENS_JOB)).toBe(1);

  const left = await db
    .select({ id: accessVisitorTokens.id })
    .from(accessVisitorTokens)
    .where(eq(accessVisitorTokens.subjectId, subjectId));
  expect(left.map((row) => row.id)).toEqual([tokens[2]!.id]);
  const codesLeft = await db
    .select({ id: accessMagicCodes.id })
    .from(accessMagicCodes)
    .where(
      inArray(
        accessMagicCodes.id,
        codes.map((row) => row.id),
      ),
    );
  // A code a minute past its expiry stays a day (so "this code has expired" can still be told apart).
  expect(codesLeft.map((row) => row.id)).toEqual([codes[1]!.id]);
});
