import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import {
  checkExistingReplySchema,
  densityReplySchema,
  type PrefillProfileInput,
  prefillProfileBody,
  prefillProfileReply,
  profileOwnerViewSchema,
  profilesMessages,
  publicProfileSchema,
  sectionStateSchema,
  submitProfileReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { routeSchema } from '../../lib/route-schema';
import type { ProfileContext } from '../../plugins/profile-context';
import { prefillFromWebsite, prefillPolicy } from './prefill';
import {
  checkExistingProfiles,
  createFamilyProfile,
  editSection,
  familyDensity,
  getOwnerView,
  getSection,
  isSettingsSection,
  readPublicProfile,
  type ProfileFamily,
  recordProfileAccessAttempt,
  submitFamilyProfile,
  unlockProfileSection,
} from './family';
import type { SectionData } from './registry';
import { deleteDraftProfile } from '../profiles';
import { recordProfileVisit, visitorOf } from '../profile-view';

/** The request and reply schemas of a family's routes (from its contract) and the words its documentation uses. */
export interface FamilyRouteContract {
  /** 'fund', 'investor', 'service provider' (route summaries). */
  noun: string;
  /** Key of the owner view in POST {family}'s reply: 'fund', 'investor', 'provider'. */
  replyKey: string;
  sections: readonly string[];
  sectionSchemas: Readonly<Record<string, v.GenericSchema>>;
  createBody: v.GenericSchema;
  createReply: v.GenericSchema;
  idParams: v.GenericSchema;
  slugParams: v.GenericSchema;
  unlockBody: v.GenericSchema;
  attemptedBody: v.GenericSchema;
  checkExistingQuery: v.GenericSchema;
  /** PATCH {family}/status: the section it writes (not editable through edit/{section}), its body and what it means. */
  status: { section: string; body: v.GenericSchema; description: string };
  /** Which sections POST {family}/submit needs (documentation). */
  submitNeeds: string;
}

const label = (section: string) => section.replace(/-/g, ' ');

/** The active profile of a profile-scoped call whose path names it (DELETE {family}/{id}). */
function profileFromPath(request: FastifyRequest<{ Params: { id: string } }>): ProfileContext {
  const profile = request.profile!;
  if (request.params.id.toLowerCase() !== profile.id.toLowerCase()) {
    throw badRequest(profilesMessages.pathIsNotActiveProfile, 'PROFILE_PATH_MISMATCH');
  }
  return profile;
}

/**
 * The routes every profile family shares (product §7 "fund-info: CRUD, edit/* and get/* section calls,
 * status, density, prefill, check-existing, unlock-section/{id}, attempted-request-access/{id}"; investor-info
 * and service-provider are parallel families). Profile-scoped calls act as the active profile
 * (meta-profile-id / meta-profile-type), which must be of the family's type.
 */
export async function profileFamilyRoutes(app: FastifyInstance, deps: AppDeps, family: ProfileFamily, contract: FamilyRouteContract) {
  const { db } = deps;
  const base = `/${family.path}`;
  const tags = [family.path];
  const { noun } = contract;
  const types = [family.config.type];

  app.post<{ Body: { name: string; sections?: Record<string, SectionData> | null } }>(
    base,
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: `Create a ${noun} profile with its sections`,
        description:
          `Creates a draft ${noun} profile owned by the caller and writes the given content sections (keys: section names) in ` +
          'one call. Field errors of a section are reported as sections.<section>.<field>.',
        security: 'bearer',
        body: contract.createBody,
        response: { 201: contract.createReply },
      }),
    },
    async (request, reply) => {
      const { profile, view } = await createFamilyProfile(db, family, request.auth!.userId, request.body);
      return reply.status(201).send({ profile, [contract.replyKey]: view });
    },
  );

  app.get(
    base,
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types } },
      schema: routeSchema({
        tags,
        summary: `Read the active ${noun} (members’ view)`,
        description:
          'Every section’s working copy with its published date and its pending (Tbd) or Declined approval item (reason and ' +
          'message), the visibility settings, the latest whole-profile submission and the count of attempted accesses.',
        security: 'bearer',
        response: { 200: profileOwnerViewSchema },
      }),
    },
    async (request) => getOwnerView(db, family, request.profile!),
  );

  app.get<{ Params: { slug: string } }>(
    `${base}/public/:slug`,
    {
      config: { auth: 'optional', profile: { optional: true } },
      schema: routeSchema({
        tags,
        summary: `Read a published ${noun} (public view)`,
        description:
          'The published copy only: hidden fields removed, NDA sections locked unless the caller’s active profile (optional ' +
          'meta-profile headers) unlocked them, contact fields withheld from callers outside their audience (signed in, share ' +
          'link, members; listed in `withheldFields`). Drafts and profiles waiting for approval answer 404. Records the ' +
          'visit (once per visitor and UTC day; never for the profile’s own members).',
        params: contract.slugParams,
        errors: [403],
        response: { 200: publicProfileSchema },
      }),
    },
    async (request) => {
      const signedIn = request.auth?.kind === 'user';
      const profile = await readPublicProfile(
        db,
        family,
        { slug: request.params.slug },
        {
          audience: { signedIn, member: false, linkScope: false },
          viewerProfileId: request.profile?.id ?? null,
          userId: signedIn ? request.auth!.userId : null,
        },
      );
      // Recorded here, not by the page, so no client can forget it; a failure to count never fails the read.
      await recordProfileVisit(db, visitorOf(request.auth, request.ip), profile.id, { knownPublished: true }).catch((err) =>
        request.log.warn({ err }, 'profile visit not recorded'),
      );
      return profile;
    },
  );

  for (const section of contract.sections) {
    app.get(
      `${base}/get/${section}`,
      {
        config: { auth: 'user', profile: { minRole: 'viewer', types } },
        schema: routeSchema({
          tags,
          summary: `Read the ${label(section)} section`,
          description: isSettingsSection(section)
            ? 'A visibility setting: it applies at once, so its published copy is its working copy.'
            : 'The working copy, the published copy and the pending or declined approval item of the section.',
          security: 'bearer',
          response: { 200: sectionStateSchema },
        }),
      },
      async (request) => getSection(db, family, request.profile!.id, section),
    );
    if (section === contract.status.section) continue; // edited by PATCH {family}/status
    if (section === 'admin-section') {
      app.patch<{ Body: SectionData }>(
        `${base}/edit/admin-section`,
        {
          config: { auth: 'admin', profile: { adminTarget: true, types, notFoundMessage: family.notFoundMessage } },
          schema: routeSchema({
            tags,
            summary: 'Edit the admin section (administrators)',
            description:
              'Platform administrators only: verified and featured (Yes/No) and an internal note never shown publicly. ' +
              `The ${noun} is named by meta-profile-id / meta-profile-type (administrators need not be members). ` +
              'Published at once, without approval.',
            security: 'bearer',
            body: contract.sectionSchemas['admin-section']!,
            errors: [404],
            response: { 200: sectionStateSchema },
          }),
        },
        async (request) =>
          editSection(db, family, request.targetProfile!.id, 'admin-section', request.body, request.auth!.userId, { publishNow: true }),
      );
      continue;
    }
    const kind = family.config.sections.find((def) => def.id === section)?.kind;
    app.patch<{ Body: SectionData }>(
      `${base}/edit/${section}`,
      {
        config: { auth: 'user', profile: { minRole: 'editor', types } },
        schema: routeSchema({
          tags,
          summary: `Edit the ${label(section)} section`,
          description: isSettingsSection(section)
            ? 'Editor role and up. A visibility setting: applies at once, no approval.'
            : kind === 'private'
              ? 'Editor role and up. Members only: never shown publicly, no approval.'
              : 'Editor role and up. Replaces the section’s working copy. Once the profile is published it also opens (or ' +
                'moves) the section’s Tbd approval item; the public keeps the published copy until an administrator approves.',
          security: 'bearer',
          body: contract.sectionSchemas[section]!,
          response: { 200: sectionStateSchema },
        }),
      },
      async (request) => editSection(db, family, request.profile!.id, section, request.body, request.auth!.userId),
    );
  }

  app.patch<{ Body: SectionData }>(
    `${base}/status`,
    {
      config: { auth: 'user', profile: { minRole: 'admin', types } },
      schema: routeSchema({
        tags,
        summary: `Change the ${label(contract.status.section)}`,
        description:
          `Owner or admin role. ${contract.status.description} Stored as the ${contract.status.section} section (approval once ` +
          `published). Submitting for review is POST ${family.path}/submit.`,
        security: 'bearer',
        body: contract.status.body,
        response: { 200: sectionStateSchema },
      }),
    },
    async (request) => editSection(db, family, request.profile!.id, contract.status.section, request.body, request.auth!.userId),
  );

  app.post(
    `${base}/submit`,
    {
      config: { auth: 'user', profile: { minRole: 'admin', types } },
      schema: routeSchema({
        tags,
        summary: `Submit the ${noun} for review`,
        description:
          `Owner or admin role. A draft (or rejected) profile with ${contract.submitNeeds} becomes pendingApproval with one Tbd ` +
          'approval item for the whole profile; approving it publishes every section. 409 when already pending or published, ' +
          'or when those sections are missing.',
        security: 'bearer',
        errors: [409],
        response: { 201: submitProfileReply },
      }),
    },
    async (request, reply) => reply.status(201).send(await submitFamilyProfile(db, family, request.profile!.id, request.auth!.userId)),
  );

  app.get(
    `${base}/density`,
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types } },
      schema: routeSchema({
        tags,
        summary: 'Profile data density',
        description:
          'Weighted share of filled fields of the working copy, 0..100, and per section filled, total and weight. ' +
          'Not-applicable fields count as filled.',
        security: 'bearer',
        response: { 200: densityReplySchema },
      }),
    },
    async (request) => familyDensity(db, family, request.profile!.id),
  );

  app.post<{ Body: PrefillProfileInput }>(
    `${base}/prefill`,
    {
      config: { auth: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: routeSchema({
        tags,
        summary: `Suggest ${noun} details from its website`,
        description:
          'Reads the page server-side (5 s, 1 MB, http/https, public addresses only, at most 3 redirects) and returns its ' +
          'title, description (meta description or og:description) and a logo (og:image or icon). 422 on websiteUrl when ' +
          'the address is refused or cannot be read.',
        security: 'bearer',
        body: prefillProfileBody,
        response: { 200: prefillProfileReply },
      }),
    },
    async (request) => prefillFromWebsite(request.body.websiteUrl, prefillPolicy(deps.config)),
  );

  app.get<{ Querystring: { name?: string; website?: string | null } }>(
    `${base}/check-existing`,
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: `Find ${noun} profiles that may already exist`,
        description:
          `Onboarding: ${noun} profiles (not drafts) whose normalised name is similar (≥ 0.6)` +
          (family.website ? ' or whose website has the same domain' : '') +
          '. At least one of name and website.',
        security: 'bearer',
        querystring: contract.checkExistingQuery,
        response: { 200: checkExistingReplySchema },
      }),
    },
    async (request) => checkExistingProfiles(db, family, request.query),
  );

  app.post<{ Params: { id: string }; Body: { section: string } }>(
    `${base}/unlock-section/:id`,
    {
      config: { auth: 'user', profile: { minRole: 'editor' } },
      schema: routeSchema({
        tags,
        summary: `Accept the NDA for a section of a ${noun}`,
        description:
          'Acting as the caller’s active profile (any type, editor role and up): records that the profile accepted the NDA ' +
          'of profile {id} for the section; its members then see that section publicly. 409 when the section is not behind the NDA.',
        security: 'bearer',
        params: contract.idParams,
        body: contract.unlockBody,
        errors: [409],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await unlockProfileSection(db, family, request.params.id, request.profile!, request.body.section, request.auth!.userId);
      return reply.status(204).send();
    },
  );

  app.post<{ Params: { id: string }; Body: { section?: string | null } | undefined }>(
    `${base}/attempted-request-access/:id`,
    {
      config: { auth: 'user', profile: { optional: true } },
      schema: routeSchema({
        tags,
        summary: 'Record an attempt to open a gated section',
        description:
          'Records that the caller (and their active profile, when the meta-profile headers are sent) tried to open a gated ' +
          `section of profile {id}. The members see the count in GET ${family.path}.`,
        security: 'bearer',
        params: contract.idParams,
        body: contract.attemptedBody,
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      const section = request.body?.section ?? null;
      await recordProfileAccessAttempt(db, family, request.params.id, {
        userId: request.auth!.userId,
        viewerProfileId: request.profile?.id ?? null,
        section,
      });
      return reply.status(204).send();
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${base}/:id`,
    {
      config: { auth: 'user', profile: { minRole: 'owner', types } },
      schema: routeSchema({
        tags,
        summary: `Delete a draft ${noun}`,
        description: 'Owner only; the path id must be the active profile (meta-profile-id). Only a draft can be deleted (409 otherwise).',
        security: 'bearer',
        params: contract.idParams,
        errors: [409],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await deleteDraftProfile(db, profileFromPath(request).id);
      return reply.status(204).send();
    },
  );
}
