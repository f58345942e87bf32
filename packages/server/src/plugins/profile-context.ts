import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  isUuid,
  type ProfileMemberRole,
  type ProfileType,
  profileAccessMessages,
  profileTypes,
  roleAtLeast,
} from '@fundnet/validation-schema';
import type { Db, DbOrTx } from '../db/client';
import { badRequest, forbidden, notFound, unauthorized } from '../lib/errors';
import { lockedMemberRole, profileAccess } from '../modules/profiles';

/**
 * The one place that decides which profile a call acts as or on (ADR 0007). A route declares it in
 * `config.profile`; this plugin reads the meta-profile headers, looks the profile and the caller's role up
 * once, and sets `request.profile` (a member acting as the profile) or `request.targetProfile` (an
 * administrator acting on it). Services that must re-check the role under a lock use `lockMemberRole`.
 */

/** The profile a member acts as: the caller's role on it at the start of the request. */
export interface ProfileContext {
  id: string;
  type: ProfileType;
  role: ProfileMemberRole;
  status: string;
  slug: string;
  name: string;
}

/** The profile a platform administrator acts on (administrators need not be members: no role). */
export type TargetProfile = Omit<ProfileContext, 'role'>;

/** Member mode: the meta-profile headers are required; the caller must be a member with at least `minRole`. */
export interface MemberProfileRule {
  /** The lowest member role allowed to make the call. */
  minRole: ProfileMemberRole;
  /** Profile types the call applies to; any type when absent. */
  types?: ProfileType[];
}

/**
 * Optional mode (public reads, discovery, access attempts): without a signed-in caller or without
 * meta-profile-id, `request.profile` stays null and the call goes on; when the headers are sent they are
 * checked exactly as in member mode (400 malformed, 403 not a member), any role.
 */
export interface OptionalProfileRule {
  optional: true;
}

/**
 * Admin-target mode (route `auth: 'admin'`): an administrator names the profile to act on in the
 * meta-profile headers; it must exist, be live and be of one of `types` (400 otherwise, 404 unknown).
 * Sets `request.targetProfile`; `request.profile` stays null.
 */
export interface AdminTargetProfileRule {
  adminTarget: true;
  types: ProfileType[];
  /** The 404 message of an unknown profile (default: 'This profile does not exist.'). */
  notFoundMessage?: string;
}

export type RouteProfileRule = MemberProfileRule | OptionalProfileRule | AdminTargetProfileRule;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Makes the route profile-scoped (see RouteProfileRule for the three modes). */
    profile?: RouteProfileRule;
  }
  interface FastifyRequest {
    /** The active profile the caller acts as (member and optional modes). */
    profile: ProfileContext | null;
    /** The profile an administrator acts on (admin-target mode). */
    targetProfile: TargetProfile | null;
  }
}

const PROFILE_NOT_FOUND = 'This profile does not exist.';

interface ProfileHeaders {
  id: string;
  type: ProfileType;
}

/** The meta-profile headers: null when both are absent; 400 when only one is sent or either is malformed. */
export function readProfileHeaders(headers: FastifyRequest['headers']): ProfileHeaders | null {
  const id = headers['meta-profile-id'];
  const type = headers['meta-profile-type'];
  if ((id === undefined || id === '') && (type === undefined || type === '')) return null;
  if (typeof id !== 'string' || typeof type !== 'string' || !id || !type) {
    throw badRequest(profileAccessMessages.headersMissing, 'PROFILE_HEADERS_MISSING');
  }
  if (!isUuid(id)) throw badRequest(profileAccessMessages.idInvalid, 'PROFILE_HEADERS_INVALID');
  if (!(profileTypes as readonly string[]).includes(type)) {
    throw badRequest(`meta-profile-type must be one of ${profileTypes.join(', ')}.`, 'PROFILE_HEADERS_INVALID');
  }
  return { id: id.toLowerCase(), type: type as ProfileType };
}

/** A live profile and, when `userId` is given, that user's role on it (null: not a member). The one lookup of a profile's access. */
export async function findProfileAccess(
  db: Db,
  profileId: string,
  userId: string | null,
): Promise<(TargetProfile & { role: ProfileMemberRole | null }) | null> {
  return profileAccess(db, profileId, userId);
}

/**
 * The profile a member acts as, with their role: 403 when `userId` is not a member of a live profile
 * `profileId`. Used by the plugin and by the profile switch (auth), which names the profile in its body.
 */
export async function memberProfile(db: Db, profileId: string, userId: string): Promise<ProfileContext> {
  const row = await findProfileAccess(db, profileId, userId);
  if (!row?.role) throw forbidden(profileAccessMessages.notAMember, 'NOT_A_MEMBER');
  return { ...row, role: row.role };
}

/** The active profile named by the headers: a profile of the caller (403) of the type the headers say (400). */
async function headerProfile(db: Db, headers: ProfileHeaders, userId: string): Promise<ProfileContext> {
  const profile = await memberProfile(db, headers.id, userId);
  if (profile.type !== headers.type) {
    throw badRequest(`meta-profile-type says ${headers.type} but this profile is a ${profile.type}.`, 'PROFILE_HEADERS_INVALID');
  }
  return profile;
}

export function roleTooLow(minRole: ProfileMemberRole, role: ProfileMemberRole) {
  return forbidden(`This needs the ${minRole} role or higher on the profile; you are ${role}.`, 'ROLE_TOO_LOW');
}

/**
 * The role helper for re-checks inside a transaction: locks the profile row (`for update`) until the
 * transaction ends and returns the caller's role as it is now. The plugin checked the role before the
 * transaction began; a concurrent change may have demoted or removed the caller since. 404 when the
 * profile is gone, 403 when the caller is no longer a member or (with `minRole`) is below it.
 */
export async function lockMemberRole(
  tx: DbOrTx,
  input: { profileId: string; userId: string; minRole?: ProfileMemberRole },
): Promise<ProfileMemberRole> {
  const member = await lockedMemberRole(tx, input);
  if (!member.profile) throw notFound(PROFILE_NOT_FOUND);
  if (!member.role) throw forbidden(profileAccessMessages.notAMember, 'NOT_A_MEMBER');
  if (input.minRole && !roleAtLeast(member.role, input.minRole)) throw roleTooLow(input.minRole, member.role);
  return member.role;
}

async function resolveMember(db: Db, request: FastifyRequest, rule: MemberProfileRule): Promise<void> {
  if (!request.auth) throw unauthorized();
  const headers = readProfileHeaders(request.headers);
  if (!headers) throw badRequest(profileAccessMessages.headersMissing, 'PROFILE_HEADERS_MISSING');
  const profile = await headerProfile(db, headers, request.auth.userId);
  if (rule.types && !rule.types.includes(profile.type)) {
    throw forbidden(`This call is for ${rule.types.join(' or ')} profiles.`, 'WRONG_PROFILE_TYPE');
  }
  if (!roleAtLeast(profile.role, rule.minRole)) throw roleTooLow(rule.minRole, profile.role);
  request.profile = profile;
}

async function resolveOptional(db: Db, request: FastifyRequest): Promise<void> {
  if (!request.auth) return;
  const headers = readProfileHeaders(request.headers);
  if (!headers) return;
  request.profile = await headerProfile(db, headers, request.auth.userId);
}

async function resolveAdminTarget(db: Db, request: FastifyRequest, rule: AdminTargetProfileRule): Promise<void> {
  if (!request.auth?.isAdmin) throw forbidden('This area is for administrators only.');
  const id = request.headers['meta-profile-id'];
  const type = request.headers['meta-profile-type'];
  if (typeof id !== 'string' || typeof type !== 'string' || !id || !type) {
    throw badRequest(profileAccessMessages.headersMissing, 'PROFILE_HEADERS_MISSING');
  }
  if (!isUuid(id) || !(rule.types as string[]).includes(type)) {
    throw badRequest(`meta-profile-id and meta-profile-type must name a ${rule.types.join(' or ')} profile.`, 'PROFILE_HEADERS_INVALID');
  }
  const row = await findProfileAccess(db, id.toLowerCase(), null);
  if (!row || row.type !== type) throw notFound(rule.notFoundMessage ?? PROFILE_NOT_FOUND);
  const { role: _, ...target } = row;
  request.targetProfile = target;
}

/**
 * Resolves the profile of every profile-scoped call from the meta-profile headers and the route's mode
 * (`config.profile`): 400 when the headers are missing (where required), malformed or disagree with the
 * profile; 403 when the caller is not a member or has too low a role; 404 for an administrator's unknown
 * target. Runs after the auth plugin, before validation (preValidation: a non-member never learns about the input).
 */
export const profileContextPlugin = fp(async (app: FastifyInstance, options: { db: Db }) => {
  app.decorateRequest('profile', null);
  app.decorateRequest('targetProfile', null);

  // preValidation: a caller who may not use the profile learns nothing about the input (403 before any 422).
  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config?.profile;
    if (!rule) return;
    if ('adminTarget' in rule) return resolveAdminTarget(options.db, request, rule);
    if ('optional' in rule) return resolveOptional(options.db, request);
    return resolveMember(options.db, request, rule);
  });
});
