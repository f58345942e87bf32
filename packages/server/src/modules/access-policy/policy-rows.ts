import { type Column, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../profiles';
import { accessPolicies, accessVisitorTokens } from './tables';

// What share links (and later data rooms) read and write of their policies and visitor tokens (ADR 0069): the rows are
// this module's, so readers that join a policy to their own rows in one statement get a typed subquery from here, and
// every change of a policy goes through one function.

const qb = new QueryBuilder();

type NewPolicy = typeof accessPolicies.$inferInsert;
const policyColumns = getTableColumns(accessPolicies);

/** Every column of the policies as a subquery (policy-refs.ts has the id and state only), for a reader that joins a policy to its own row (`on ref.id = mine.policy_id`). */
export function policyRowRefs(alias = 'policy_row_refs') {
  return qb.select(policyColumns).from(accessPolicies).as(alias);
}
export type PolicyRowRef = ReturnType<typeof policyRowRefs>;

/** A policyRowRefs subquery's columns as one nested object: `select({ link, policy: policyColumnsOf(ref) })` reads a whole row. */
export function policyColumnsOf(ref: PolicyRowRef): { [K in keyof typeof policyColumns]: PolicyRowRef[K] } {
  return Object.fromEntries(Object.keys(policyColumns).map((key) => [key, ref[key as keyof typeof policyColumns]])) as {
    [K in keyof typeof policyColumns]: PolicyRowRef[K];
  };
}

/** A new policy; returns its id. */
export async function createPolicy(tx: DbOrTx, values: NewPolicy): Promise<string> {
  const [row] = await tx.insert(accessPolicies).values(values).returning({ id: accessPolicies.id });
  return row!.id;
}

/**
 * Changes a policy (and its updatedAt). `newVersion` moves its version up: every visitor token issued under the old
 * version ends on its next request (a change that narrows access, a switch off).
 */
export async function updatePolicy(
  tx: DbOrTx,
  id: string,
  changes: Partial<Omit<NewPolicy, 'id' | 'version' | 'updatedAt'>>,
  options: { newVersion?: boolean } = {},
): Promise<void> {
  await tx
    .update(accessPolicies)
    .set({ ...changes, updatedAt: new Date(), ...(options.newVersion ? { version: sql`${accessPolicies.version} + 1` } : {}) })
    .where(eq(accessPolicies.id, id));
}

/** The visitor was seen now (a link visit recorded). */
export async function touchVisitorToken(db: DbOrTx, id: string): Promise<void> {
  await db.update(accessVisitorTokens).set({ lastSeenAt: new Date() }).where(eq(accessVisitorTokens.id, id));
}

/** The visitor tokens' NDA columns as a subquery, for a visit list that shows who accepted which NDA (one statement). */
export function visitorTokenRefs(alias = 'visitor_token_refs') {
  return qb
    .select({ id: accessVisitorTokens.id, ndaAcceptedAt: accessVisitorTokens.ndaAcceptedAt, ndaVersion: accessVisitorTokens.ndaVersion })
    .from(accessVisitorTokens)
    .as(alias);
}

/** `exists (…)`: someone proved this address (signed in or magic link) on the subject (a link id, usually the reader's column). */
export function provenVisitorExists(subjectId: SQL | Column, email: string): SQL {
  return sql`exists (
          select 1 from ${accessVisitorTokens} t where t.subject_id = ${subjectId}
          and t.email = ${email} and t.email_verified)`;
}
