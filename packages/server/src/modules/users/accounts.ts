import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { type UserRow, users } from './tables';

// users owns the account row (ADR 0069): auth creates and verifies accounts, other modules name people, all through
// these functions. users is the lowest module of identity (profiles and auth build on it), so nothing here imports
// another module.

const qb = new QueryBuilder();

export type { UserRow };
export type NewUser = typeof users.$inferInsert;
/** The account fields a module may change (never the id, e-mail, admin flag or deletion through this). */
export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'passwordHash'
    | 'firstName'
    | 'lastName'
    | 'phoneNumber'
    | 'phoneVerifiedAt'
    | 'emailVerifiedAt'
    | 'revokedAt'
    | 'isAdmin'
    | 'deletedAt'
  >
>;

/** The user with this id (deleted too), or undefined. */
export async function userById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The live (not deleted) user with this id, or undefined; `active` also leaves out revoked accounts. */
export async function liveUserById(db: DbOrTx, id: string, options: { active?: boolean } = {}): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), options.active ? isNull(users.revokedAt) : undefined))
    .limit(1);
  return row;
}

/** The live user with this e-mail (stored lower-cased: pass it normalised), or undefined. */
export async function liveUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export interface UserName {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Name and address of the users among `ids` (live only unless `withDeleted`), keyed by id. */
export async function userNamesByIds(
  db: DbOrTx,
  ids: readonly string[],
  options: { withDeleted?: boolean } = {},
): Promise<Map<string, UserName>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(inArray(users.id, unique), options.withDeleted ? undefined : isNull(users.deletedAt)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A new account; the unique e-mail index throws on a live duplicate (callers map it to their 409). */
export async function createUser(tx: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  return row!;
}

/**
 * Changes the account (and its updatedAt); `onlyIfUnverified` changes it only while the e-mail is unverified,
 * `onlyIfLive` only while it is not deleted. Returns
 * the row as it is now, or undefined when nothing matched.
 */
export async function updateUser(
  tx: DbOrTx,
  id: string,
  changes: UserChanges,
  options: { at?: Date; onlyIfUnverified?: boolean; onlyIfLive?: boolean } = {},
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ ...changes, updatedAt: options.at ?? new Date() })
    .where(
      and(
        eq(users.id, id),
        options.onlyIfUnverified ? isNull(users.emailVerifiedAt) : undefined,
        options.onlyIfLive ? isNull(users.deletedAt) : undefined,
      ),
    )
    .returning();
  return row;
}

/** The live user, its row locked until the transaction ends (a change of its e-mail address), or undefined. */
export async function lockLiveUser(tx: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1)
    .for('update');
  return row;
}

/** The user's primary e-mail becomes `email`, verified at `verifiedAt` (a verified secondary address swapped in). */
export async function changeEmail(tx: DbOrTx, id: string, email: string, verifiedAt: Date | null, at = new Date()): Promise<UserRow> {
  const [row] = await tx.update(users).set({ email, emailVerifiedAt: verifiedAt, updatedAt: at }).where(eq(users.id, id)).returning();
  return row!;
}

/** Marks the e-mail verified at `at` unless it already was (the first verification stays); other changes alongside. */
export async function markEmailVerified(tx: DbOrTx, id: string, at: Date, changes: UserChanges = {}): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ ...changes, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at})`, updatedAt: at })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Users' identity columns as a subquery (id, email, names, phoneNumber, isAdmin, createdAt, revokedAt, deletedAt) for
 * a reader that joins people to its rows in one statement (a session resolved per request, a member list sorted by
 * name). Live accounts only unless `withDeleted`. PostgreSQL pulls it up into the reader's query: the plan of a join.
 */
export function userRefs<Alias extends string = 'user_refs'>(alias: Alias = 'user_refs' as Alias, options: { withDeleted?: boolean } = {}) {
  const query = qb
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
      isAdmin: users.isAdmin,
      createdAt: users.createdAt,
      revokedAt: users.revokedAt,
      deletedAt: users.deletedAt,
    })
    .from(users);
  return (options.withDeleted ? query : query.where(isNull(users.deletedAt))).as(alias);
}

/** A condition over userRefs: the account may sign in (not revoked, not deleted). */
export const activeUser = (ref: ReturnType<typeof userRefs<string>>): SQL => and(isNull(ref.revokedAt), isNull(ref.deletedAt))!;

/** Every column of the accounts as a subquery, for the administrators' user list (filters and pages in one statement). */
export function accountRows<Alias extends string = 'account_rows'>(alias: Alias = 'account_rows' as Alias) {
  return qb.select().from(users).as(alias);
}

/** Locks every live, unrevoked administrator's row until the transaction ends and returns their ids (the last-admin rule). */
export async function lockActiveAdministrators(tx: DbOrTx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.deletedAt), isNull(users.revokedAt)))
    .for('update');
  return rows.map((row) => row.id);
}
