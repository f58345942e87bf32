import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import {
  type AttemptedFundAccessInput,
  attemptedFundAccessBody,
  checkExistingFundQuery,
  checkExistingFundReply,
  createFundBody,
  createFundReply,
  densityReplySchema,
  type FundSection,
  fundIdParams,
  fundOwnerViewSchema,
  fundSectionSchemas,
  fundSections,
  fundSlugParams,
  fundStatusBody,
  type PrefillFundInput,
  prefillFundBody,
  prefillFundReply,
  profilesMessages,
  publicFundSchema,
  sectionStateSchema,
  submitFundReply,
  type UnlockFundSectionInput,
  unlockFundSectionBody,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { routeSchema } from '../../lib/route-schema';
import type { ProfileContext } from '../../plugins/profile-context';
import { optionalCallerProfile } from '../profile-sections/service';
import { prefillFromWebsite, prefillPolicyFromEnv } from './prefill';
import type { SectionData } from '../profile-sections/registry';
import {
  adminTargetFund,
  checkExistingFunds,
  createFund,
  deleteFund,
  editSection,
  fundDensity,
  getOwnerView,
  getPublicFund,
  getSection,
  isSettingsSection,
  recordFundAccessAttempt,
  submitFund,
  unlockFundSection,
} from './service';

const tags = ['fund-info'];
const fundOnly = ['fund'] as const;

const label = (section: string) => section.replace(/-/g, ' ');

/** The active fund of a profile-scoped call whose path names it (DELETE fund-info/{id}). */
function fundFromPath(request: FastifyRequest<{ Params: { id: string } }>): ProfileContext {
  const profile = request.profile!;
  if (request.params.id.toLowerCase() !== profile.id.toLowerCase()) {
    throw badRequest(profilesMessages.pathIsNotActiveProfile, 'PROFILE_PATH_MISMATCH');
  }
  return profile;
}

/**
 * fund-info family (product §7 "fund-info": CRUD, edit/* and get/* section calls, status, density,
 * prefill, check-existing, unlock-section/{id}, attempted-request-access/{id}). Profile-scoped calls act
 * as the active fund (meta-profile-id / meta-profile-type). Discovery and places come with discovery.
 */
export async function fundInfoRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  app.post<{ Body: v.InferOutput<typeof createFundBody> }>(
    '/fund-info',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Create a fund profile with its sections',
        description:
          'Creates a draft fund owned by the caller and writes the given content sections (keys: section names, e.g. ' +
          "'fund-details') in one call. Field errors of a section are reported as sections.<section>.<field>.",
        security: 'bearer',
        body: createFundBody,
        response: { 201: createFundReply },
      }),
    },
    async (request, reply) => {
      return reply.status(201).send(await createFund(db, request.auth!.userId, request.body));
    },
  );

  app.get(
    '/fund-info',
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types: [...fundOnly] } },
      schema: routeSchema({
        tags,
        summary: 'Read the active fund (members’ view)',
        description:
          'Every section’s working copy with its published date and its pending (Tbd) or Declined approval item (reason and ' +
          'message), the visibility settings, the latest whole-profile submission and the count of attempted accesses.',
        security: 'bearer',
        response: { 200: fundOwnerViewSchema },
      }),
    },
    async (request) => getOwnerView(db, request.profile!),
  );

  app.get<{ Params: { slug: string } }>(
    '/fund-info/public/:slug',
    {
      config: { auth: 'optional' },
      schema: routeSchema({
        tags,
        summary: 'Read a published fund (public view)',
        description:
          'The published copy only: hidden fields removed, NDA sections locked unless the caller’s active profile (optional ' +
          'meta-profile headers) unlocked them. Drafts and funds waiting for approval answer 404.',
        params: fundSlugParams,
        response: { 200: publicFundSchema },
      }),
    },
    async (request) => {
      const viewer = await optionalCallerProfile(db, request);
      return getPublicFund(db, request.params.slug, viewer?.id ?? null);
    },
  );

  for (const section of fundSections) {
    app.get(
      `/fund-info/get/${section}`,
      {
        config: { auth: 'user', profile: { minRole: 'viewer', types: [...fundOnly] } },
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
      async (request) => getSection(db, request.profile!.id, section),
    );
    if (section === 'fundraising-status') continue; // edited by PATCH fund-info/status
    if (section === 'admin-section') {
      app.patch<{ Body: SectionData }>(
        '/fund-info/edit/admin-section',
        {
          config: { auth: 'admin' },
          schema: routeSchema({
            tags,
            summary: 'Edit the admin section (administrators)',
            description:
              'Platform administrators only: verified and featured (Yes/No) and an internal note never shown publicly. ' +
              'The fund is named by meta-profile-id / meta-profile-type (administrators need not be members). ' +
              'Published at once, without approval.',
            security: 'bearer',
            body: fundSectionSchemas['admin-section'],
            response: { 200: sectionStateSchema },
          }),
        },
        async (request) => {
          const fundId = await adminTargetFund(db, request.headers);
          return editSection(db, fundId, 'admin-section', request.body, request.auth!.userId, { publishNow: true });
        },
      );
      continue;
    }
    app.patch<{ Body: SectionData }>(
      `/fund-info/edit/${section}`,
      {
        config: { auth: 'user', profile: { minRole: 'editor', types: [...fundOnly] } },
        schema: routeSchema({
          tags,
          summary: `Edit the ${label(section)} section`,
          description: isSettingsSection(section)
            ? 'Editor role and up. A visibility setting: applies at once, no approval.'
            : 'Editor role and up. Replaces the section’s working copy. On a published fund it also opens (or moves) the ' +
              'section’s Tbd approval item; the public keeps the published copy until an administrator approves.',
          security: 'bearer',
          body: fundSectionSchemas[section as Exclude<FundSection, 'admin-section'>],
          response: { 200: sectionStateSchema },
        }),
      },
      async (request) => editSection(db, request.profile!.id, section, request.body, request.auth!.userId),
    );
  }

  app.patch<{ Body: SectionData }>(
    '/fund-info/status',
    {
      config: { auth: 'user', profile: { minRole: 'admin', types: [...fundOnly] } },
      schema: routeSchema({
        tags,
        summary: 'Change the fundraising status',
        description:
          'Owner or admin role. fundraisingStatus (currently-fundraising, closed, pre-marketing, evergreen, stealth-mode), ' +
          'keyDate (its label follows the status: target final close, final close, planned first close, open since, planned ' +
          'launch) and firstCloseDate (kept for currently-fundraising and closed only). Stored as the fundraising-status ' +
          'section (approval once published). Submitting for review is POST fund-info/submit.',
        security: 'bearer',
        body: fundStatusBody,
        response: { 200: sectionStateSchema },
      }),
    },
    async (request) => editSection(db, request.profile!.id, 'fundraising-status', request.body, request.auth!.userId),
  );

  app.post(
    '/fund-info/submit',
    {
      config: { auth: 'user', profile: { minRole: 'admin', types: [...fundOnly] } },
      schema: routeSchema({
        tags,
        summary: 'Submit the fund for review',
        description:
          'Owner or admin role. A draft (or rejected) fund with its fund details becomes pendingApproval with one Tbd ' +
          'approval item for the whole profile; approving it publishes every section. 409 when already pending or published, ' +
          'or when the fund details are missing.',
        security: 'bearer',
        response: { 201: submitFundReply },
      }),
    },
    async (request, reply) => reply.status(201).send(await submitFund(db, request.profile!.id, request.auth!.userId)),
  );

  app.get(
    '/fund-info/density',
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types: [...fundOnly] } },
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
    async (request) => fundDensity(db, request.profile!.id),
  );

  app.post<{ Body: PrefillFundInput }>(
    '/fund-info/prefill',
    {
      config: { auth: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: routeSchema({
        tags,
        summary: 'Suggest fund details from its website',
        description:
          'Reads the page server-side (5 s, 1 MB, http/https, public addresses only, at most 3 redirects) and returns its ' +
          'title, description (meta description or og:description) and a logo (og:image or icon). 422 on websiteUrl when ' +
          'the address is refused or cannot be read.',
        security: 'bearer',
        body: prefillFundBody,
        response: { 200: prefillFundReply },
      }),
    },
    async (request) => prefillFromWebsite(request.body.websiteUrl, prefillPolicyFromEnv(deps.config.env)),
  );

  app.get<{ Querystring: v.InferOutput<typeof checkExistingFundQuery> }>(
    '/fund-info/check-existing',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Find funds that may already exist',
        description:
          'Onboarding: fund profiles (not drafts) whose normalised name is similar (≥ 0.6) or whose website has the same ' +
          'domain. At least one of name and website.',
        security: 'bearer',
        querystring: checkExistingFundQuery,
        response: { 200: checkExistingFundReply },
      }),
    },
    async (request) => checkExistingFunds(db, request.query),
  );

  app.post<{ Params: { id: string }; Body: UnlockFundSectionInput }>(
    '/fund-info/unlock-section/:id',
    {
      config: { auth: 'user', profile: { minRole: 'editor' } },
      schema: routeSchema({
        tags,
        summary: 'Accept the NDA for a section of a fund',
        description:
          'Acting as the caller’s active profile (any type, editor role and up): records that the profile accepted the NDA ' +
          'of fund {id} for the section; its members then see that section publicly. 409 when the section is not behind the NDA.',
        security: 'bearer',
        params: fundIdParams,
        body: unlockFundSectionBody,
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await unlockFundSection(db, request.params.id, request.profile!, request.body.section, request.auth!.userId);
      return reply.status(204).send();
    },
  );

  app.post<{ Params: { id: string }; Body: AttemptedFundAccessInput }>(
    '/fund-info/attempted-request-access/:id',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Record an attempt to open a gated section',
        description:
          'Records that the caller (and their active profile, when the meta-profile headers are sent) tried to open a gated ' +
          'section of fund {id}. The fund’s members see the count in GET fund-info.',
        security: 'bearer',
        params: fundIdParams,
        body: attemptedFundAccessBody,
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      const viewer = await optionalCallerProfile(db, request);
      const section = (request.body as { section: string | null } | undefined)?.section ?? null;
      await recordFundAccessAttempt(db, request.params.id, { userId: request.auth!.userId, viewerProfileId: viewer?.id ?? null, section });
      return reply.status(204).send();
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/fund-info/:id',
    {
      config: { auth: 'user', profile: { minRole: 'owner', types: [...fundOnly] } },
      schema: routeSchema({
        tags,
        summary: 'Delete a draft fund',
        description: 'Owner only; the path id must be the active fund (meta-profile-id). Only a draft can be deleted (409 otherwise).',
        security: 'bearer',
        params: fundIdParams,
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      const profile = fundFromPath(request);
      await deleteFund(db, profile.id);
      return reply.status(204).send();
    },
  );
}
