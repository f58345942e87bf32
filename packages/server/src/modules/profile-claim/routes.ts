import type { FastifyInstance } from 'fastify';
import {
  type AdminProfileClaimListQuery,
  type AdminProfileClaimParams,
  adminProfileClaimListQuery,
  adminProfileClaimPageSchema,
  adminProfileClaimParams,
  adminProfileClaimSchema,
  type CompleteProfileClaimInput,
  completeProfileClaimBody,
  completeProfileClaimReply,
  type DeclineProfileClaimInput,
  declineProfileClaimBody,
  PROFILE_CLAIM_LINK_TTL_HOURS,
  PROFILE_CLAIM_MAILS_PER_HOUR,
  type ProfileClaimIdParams,
  type ProfileClaimProfileParams,
  profileClaimabilitySchema,
  profileClaimIdParams,
  profileClaimProfileParams,
  profileClaimSchema,
  type StartProfileClaimInput,
  startProfileClaimBody,
  type VerifyProfileClaimInput,
  verifyProfileClaimBody,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { authRateLimit } from '../auth';
import { approveClaim, declineClaim, listClaims } from './admin';
import { completeClaim, getClaimability, getMyClaim, startClaim, verifyClaim } from './service';

const tags = ['profile-claim'];
const adminTags = ['administration'];

/**
 * Claiming a published profile that has no owner (README.md): start with a work e-mail address, verify
 * the mailed link, complete; administrators review claims whose address is not on the website's domain.
 * The spec names the pages /verifyClaim and /claimFinalStep only; these paths are our design.
 */
export async function profileClaimRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  // Starting sends mail to an address the caller chooses, verifying takes a code: limited like the auth routes.
  const rateLimit = authRateLimit(deps.config);

  app.get<{ Params: ProfileClaimProfileParams }>(
    '/profile-claim/profiles/:profileId',
    {
      config: { auth: 'optional' },
      schema: routeSchema({
        operationId: 'profileClaim.claimability',
        tags,
        summary: 'Whether a profile can be claimed',
        description:
          'Public. A published profile without an owner is claimable. With a token, `myClaim` is the caller’s newest claim of it ' +
          '(not cancelled). 404 for an unknown, deleted or unpublished profile.',
        params: profileClaimProfileParams,
        response: { 200: profileClaimabilitySchema },
      }),
    },
    async (request) => getClaimability(db, request.params.profileId, request.auth ?? null),
  );

  app.post<{ Params: ProfileClaimProfileParams; Body: StartProfileClaimInput }>(
    '/profile-claim/profiles/:profileId',
    {
      config: { auth: 'user', rateLimit },
      schema: routeSchema({
        operationId: 'profileClaim.start',
        tags,
        summary: 'Start claiming a profile',
        description:
          `Mails a single-use link (…/verifyClaim?code=…, valid ${PROFILE_CLAIM_LINK_TTL_HOURS} hours, template profile-claim-verify) to the ` +
          'work address. `domainMatches` says whether the address is on the profile’s website domain (or a subdomain); when not, ' +
          'an administrator reviews the claim once the address is confirmed. The caller’s earlier open claims of the profile are ' +
          `cancelled. 404 unknown or unpublished profile; 409 the profile has an owner; 429 after ${PROFILE_CLAIM_MAILS_PER_HOUR} claims in an hour.`,
        security: 'bearer',
        params: profileClaimProfileParams,
        body: startProfileClaimBody,
        errors: [404, 409],
        response: { 201: profileClaimSchema },
      }),
    },
    async (request, reply) => {
      const claim = await startClaim(deps, request.auth!, request.params.profileId, request.body.email);
      return reply.status(201).send(claim);
    },
  );

  app.post<{ Body: VerifyProfileClaimInput }>(
    '/profile-claim/verify',
    {
      config: { auth: 'user', rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Confirm the work address of a claim (the mailed link)',
        description:
          'Signed in as the account that started the claim (403 otherwise). The claim becomes `verified` (ready to complete) or, ' +
          'when the address is not on the website’s domain, `pendingReview` (the support address is told). 400 unknown code; ' +
          '410 used, expired or cancelled; 409 the profile has found an owner.',
        security: 'bearer',
        body: verifyProfileClaimBody,
        errors: [404, 409, 410],
        response: { 200: profileClaimSchema },
      }),
    },
    async (request) => verifyClaim(deps, request.auth!, request.body.code),
  );

  app.post<{ Body: CompleteProfileClaimInput }>(
    '/profile-claim/complete',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Complete a claim: become the profile’s owner',
        description:
          'The claim must be the caller’s (422 REFERENCE_NOT_FOUND on claimId otherwise, as for an unknown id) and `verified` or `approved` (409 with the reason otherwise). The caller ' +
          'becomes the owner, the claim `completed`, and every other open claim of the profile `cancelled`. When two claimants ' +
          'complete at the same moment, one wins and the other gets 409. Switch to the profile with auth/profile-switch.',
        security: 'bearer',
        body: completeProfileClaimBody,
        errors: [404, 409],
        response: { 200: completeProfileClaimReply },
      }),
    },
    async (request) => completeClaim(db, request.auth!, request.body.claimId),
  );

  app.get<{ Params: ProfileClaimIdParams }>(
    '/profile-claim/:claimId',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Read one of my claims',
        description: 'The caller’s claim with the profile it is about (/claimFinalStep shows it). Another person’s claim is a 404.',
        security: 'bearer',
        params: profileClaimIdParams,
        response: { 200: profileClaimSchema },
      }),
    },
    async (request) => getMyClaim(db, request.auth!, request.params.claimId),
  );

  app.get<{ Querystring: AdminProfileClaimListQuery }>(
    '/administration/profile-claims',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags: adminTags,
        summary: 'List profile claims',
        description:
          'Administrators only. Filters: status (emailSent, verified, pendingReview, approved, declined, completed, cancelled; the ' +
          'review queue is pendingReview), page (from 1), limit (10, 20, 30, 40 or 50; default 10). Newest first.',
        security: 'bearer',
        querystring: adminProfileClaimListQuery,
        response: { 200: adminProfileClaimPageSchema },
      }),
    },
    async (request) => listClaims(db, request.query),
  );

  app.post<{ Params: AdminProfileClaimParams }>(
    '/administration/profile-claims/:id/approve',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags: adminTags,
        summary: 'Approve a claim waiting for review',
        description:
          'The claim becomes `approved` and the claimant is mailed a link to /claimFinalStep?claim={id} (profile-claim-approved), where ' +
          'they complete it. 409 unless the claim is pendingReview, or when the profile has found an owner.',
        security: 'bearer',
        params: adminProfileClaimParams,
        errors: [409],
        response: { 200: adminProfileClaimSchema },
      }),
    },
    async (request) => approveClaim(deps, request.auth!.userId, request.params.id),
  );

  app.post<{ Params: AdminProfileClaimParams; Body: DeclineProfileClaimInput }>(
    '/administration/profile-claims/:id/decline',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags: adminTags,
        summary: 'Decline a claim waiting for review',
        description:
          'Body: reason and message (both required). The claimant is mailed both (profile-claim-declined) and may start a new claim. ' +
          '409 unless the claim is pendingReview.',
        security: 'bearer',
        params: adminProfileClaimParams,
        body: declineProfileClaimBody,
        errors: [409],
        response: { 200: adminProfileClaimSchema },
      }),
    },
    async (request) => declineClaim(deps, request.auth!.userId, request.params.id, request.body),
  );
}
