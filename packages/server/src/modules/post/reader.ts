import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type ProfileMemberRole, type ProfileType, roleAtLeast } from '@fundnet/validation-schema';
import type { DbOrTx } from '../../db/client';
import { invitedProfileIdsOf } from '../auth';
import { linkVisitorOf, visitorTokenOf } from '../fund-custom-profile-link';
import { followsExpr } from '../profile-subscriber';
import { membershipProfileIdsOf, profileIdsWhere } from '../profiles';
import { posts } from './tables';

/**
 * Who reads: the one input of every visibility decision (README.md, ADR 0037). Built once per request from the
 * session, the active profile (meta-profile headers) and a share-link visitor token, then turned into one SQL
 * predicate that every read, list and count of the family applies.
 */
export interface Reader {
  userId: string | null;
  /** The active profile (a signed-in caller who sent the meta-profile headers). */
  profileId: string | null;
  profileType: ProfileType | null;
  role: ProfileMemberRole | null;
  /** Profiles the user is a member of: they read all of those profiles' posts. */
  memberOf: string[];
  /** Profiles the reader holds access to (memberships, accepted invitations, a share link being visited). */
  accessTo: string[];
}

export const anonymousReader: Reader = { userId: null, profileId: null, profileType: null, role: null, memberOf: [], accessTo: [] };

/** The share-link profile a visitor token opens, when the link admits the visitor now (else null). */
async function visitorProfile(db: DbOrTx, token: string | undefined): Promise<string | null> {
  return (await linkVisitorOf(db, token))?.profileId ?? null;
}

export async function readerOf(db: DbOrTx, request: FastifyRequest): Promise<Reader> {
  const linkProfile = await visitorProfile(db, visitorTokenOf(request));
  const auth = request.auth?.kind === 'user' ? request.auth : null;
  if (!auth) return { ...anonymousReader, accessTo: linkProfile ? [linkProfile] : [] };
  // One round trip: memberships (member = true) and accepted, not revoked invitations naming a profile.
  // The owners build each half (profiles: memberships, auth: accepted invitations); the union keeps it one statement.
  const held = await db.execute<{ profile_id: string; member: boolean }>(sql`
    select m.profile_id, true as member from (${membershipProfileIdsOf(auth.userId)}) as m
    union all
    select i.profile_id, false from (${invitedProfileIdsOf(auth.userId)}) as i`);
  const members = held.rows.filter((row) => row.member).map((row) => ({ profileId: row.profile_id }));
  const invited = held.rows.filter((row) => !row.member).map((row) => ({ profileId: row.profile_id }));
  const memberOf = members.map((row) => row.profileId);
  const accessTo = [...new Set([...memberOf, ...invited.map((row) => row.profileId!), ...(linkProfile ? [linkProfile] : [])])];
  return {
    userId: auth.userId,
    profileId: request.profile?.id ?? null,
    profileType: request.profile?.type ?? null,
    role: request.profile?.role ?? null,
    memberOf,
    accessTo,
  };
}

/** The active profile follows the post's author. */
export const followsAuthor = (db: DbOrTx, profileId: string) => followsExpr(db, profileId, posts.authorProfileId);

/**
 * LPOnly's audience: the live, published investor profiles. The ONE rule behind both the composer's count
 * (`audienceOf` counts this set) and every read (`visibleTo` and `feedScope` test the active profile against it), so
 * "N LP profiles" is exactly who gets the post (issue 34.13). LPOnly restricts by the kind of profile, not by following:
 * the spec lists "followers, profile access or LP only" as separate restrictions, and FollowersOnly is the follower rule,
 * so an LP that does not follow the author still gets an LPOnly post in its feed. Published only: a draft or rejected
 * investor profile is anyone who signed up, not an LP the platform vouches for, and the count never included it.
 */
export const lpAudience = () => profileIdsWhere({ type: 'investor', status: 'published' });

/** LPOnly posts reach the reader: its active profile is one of LPOnly's audience (`lpAudience`). */
function lpOnlyReaches(reader: Reader): SQL | undefined {
  if (!reader.profileId) return undefined;
  // `exists … where lp.id = <active profile>`: the set's subquery is pulled up into one primary-key lookup, evaluated
  // once per statement (not per post), where `<id> in (set)` could hash the whole set first.
  const inAudience = sql`exists (select 1 from ${lpAudience().as('lp_audience')} where lp_audience.id = ${reader.profileId}::uuid)`;
  return and(eq(posts.visibility, 'LPOnly'), inAudience);
}

/**
 * The visibility rule as SQL over `posts`:
 * - Public: anyone, signed out too;
 * - members of the posting profile read all its posts;
 * - FollowersOnly: the active profile follows the posting profile;
 * - ProfileAccessOnly: the reader holds access to the posting profile (member, accepted invitation, share link);
 * - LPOnly: the active profile is in LPOnly's audience (`lpAudience`: live, published investor profiles).
 */
export function visibleTo(db: DbOrTx, reader: Reader): SQL {
  const rules: SQL[] = [eq(posts.visibility, 'Public')];
  if (reader.memberOf.length) rules.push(inArray(posts.authorProfileId, reader.memberOf));
  if (reader.accessTo.length) rules.push(and(eq(posts.visibility, 'ProfileAccessOnly'), inArray(posts.authorProfileId, reader.accessTo))!);
  if (reader.profileId) rules.push(and(eq(posts.visibility, 'FollowersOnly'), followsAuthor(db, reader.profileId))!);
  const lp = lpOnlyReaches(reader);
  if (lp) rules.push(lp);
  return or(...rules)!;
}

/**
 * The feed's scope (on top of visibility): public posts, LPOnly posts for LPOnly's audience (whoever posted them: the
 * composer counted every LP), and posts of followed profiles and of profiles the reader has access to.
 */
export function feedScope(db: DbOrTx, reader: Reader): SQL {
  const rules: SQL[] = [eq(posts.visibility, 'Public')];
  const lp = lpOnlyReaches(reader);
  if (lp) rules.push(lp);
  if (reader.profileId) rules.push(followsAuthor(db, reader.profileId));
  if (reader.accessTo.length) rules.push(inArray(posts.authorProfileId, reader.accessTo));
  return or(...rules)!;
}

/**
 * Whether the reader may change what `profileId` wrote (its posts, its comments) or moderate its thread: acting as
 * that profile with editor role and up. Viewers read: they neither edit nor delete the profile's posts or comments.
 */
export const actsFor = (reader: Reader, profileId: string) =>
  reader.profileId === profileId && reader.role !== null && roleAtLeast(reader.role, 'editor');
