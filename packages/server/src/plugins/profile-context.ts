import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ProfileMemberRole, type ProfileType, profileTypes, roleAtLeast } from '@fundnet/validation-schema';
import type { Db } from '../db/client';
import { badRequest, forbidden, unauthorized } from '../lib/errors';
import { profileMembers, profiles } from '../modules/profiles/tables';

export interface ProfileContext {
  id: string;
  type: ProfileType;
  role: ProfileMemberRole;
  status: string;
  slug: string;
  name: string;
}

export interface RouteProfileRule {
  /** The lowest member role allowed to make the call. */
  minRole: ProfileMemberRole;
  /** Profile types the call applies to; any type when absent. */
  types?: ProfileType[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Makes the route profile-scoped: meta-profile-id / meta-profile-type are required and checked. */
    profile?: RouteProfileRule;
  }
  interface FastifyRequest {
    profile: ProfileContext | null;
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Resolves the active profile of a profile-scoped call from the meta-profile headers:
 * 400 when they are missing or do not agree with each other, 403 when the caller is not a member
 * of that profile with a role that allows the call. Runs after the auth plugin.
 */
export const profileContextPlugin = fp(async (app: FastifyInstance, options: { db: Db }) => {
  app.decorateRequest('profile', null);

  // preValidation: a caller who may not use the profile learns nothing about the input (403 before any 422).
  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config?.profile;
    if (!rule) return;
    if (!request.auth) throw unauthorized();
    const id = request.headers['meta-profile-id'];
    const type = request.headers['meta-profile-type'];
    if (typeof id !== 'string' || typeof type !== 'string' || !id || !type) {
      throw badRequest(
        'This call needs the active profile: send the meta-profile-id and meta-profile-type headers.',
        'PROFILE_HEADERS_MISSING',
      );
    }
    if (!uuidPattern.test(id)) throw badRequest('meta-profile-id is not a valid profile id.', 'PROFILE_HEADERS_INVALID');
    if (!(profileTypes as readonly string[]).includes(type)) {
      throw badRequest(`meta-profile-type must be one of ${profileTypes.join(', ')}.`, 'PROFILE_HEADERS_INVALID');
    }
    const [row] = await options.db
      .select({
        id: profiles.id,
        type: profiles.type,
        status: profiles.status,
        slug: profiles.slug,
        name: profiles.name,
        role: profileMembers.role,
      })
      .from(profiles)
      .leftJoin(profileMembers, and(eq(profileMembers.profileId, profiles.id), eq(profileMembers.userId, request.auth.userId)))
      .where(and(eq(profiles.id, id), isNull(profiles.deletedAt)))
      .limit(1);
    if (!row?.role) throw forbidden('You are not a member of this profile.', 'NOT_A_MEMBER');
    if (row.type !== type) {
      throw badRequest(`meta-profile-type says ${type} but this profile is a ${row.type}.`, 'PROFILE_HEADERS_INVALID');
    }
    if (rule.types && !rule.types.includes(row.type)) {
      throw forbidden(`This call is for ${rule.types.join(' or ')} profiles.`, 'WRONG_PROFILE_TYPE');
    }
    if (!roleAtLeast(row.role, rule.minRole)) {
      throw forbidden(`This needs the ${rule.minRole} role or higher on the profile; you are ${row.role}.`, 'ROLE_TOO_LOW');
    }
    request.profile = { id: row.id, type: row.type, role: row.role, status: row.status, slug: row.slug, name: row.name };
  });
});
