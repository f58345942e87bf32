import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import {
  confirmNdaBody,
  confirmPasswordBody,
  createShareLinkBody,
  editShareLinkBody,
  heartbeatBody,
  inviteShareLinkBody,
  inviteShareLinkReply,
  magicLinkBody,
  scopedProfileReply,
  shareLinkIdParams,
  shareLinkListReply,
  shareLinkMessages,
  shareLinkPrefixes,
  shareLinkSchema,
  shareLinkSlugParams,
  shareLinkStatusBody,
  shareLinkVisitsReply,
  shareScopeOptionsReply,
  sharedWithMeReply,
  storeEmailBody,
  VISITOR_TOKEN_HEADER,
  visitorLinkStateReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { assertEntitlement } from '../feature-config';
import { AppError } from '../../lib/errors';
import { audit, auditActor } from '../../lib/audit';
import { routeSchema } from '../../lib/route-schema';
import { scopeOptions } from './scope-resources';
import {
  confirmNda,
  confirmPassword,
  consumeMagic,
  createLink,
  editLink,
  getLink,
  heartbeat,
  inviteToLink,
  linkVisits,
  listLinks,
  openLink,
  previewLink,
  readAsVisitor,
  setLinkStatus,
  sharedWithMe,
  storeEmail,
  verifySignup,
  visitorStatus,
} from './service';

type IdParams = { Params: v.InferOutput<typeof shareLinkIdParams> };
type SlugParams = { Params: v.InferOutput<typeof shareLinkSlugParams> };

/** The visitor token a request carries (other modules serving a link's scope read it through index.ts). */
export const visitorTokenOf = (request: FastifyRequest) => {
  const value = request.headers[VISITOR_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
};
const visitorToken = visitorTokenOf;

const owner = { auth: 'user' as const, profile: { minRole: 'editor' as const, types: ['fund' as const] } };
const ownerReader = { auth: 'user' as const, profile: { minRole: 'viewer' as const, types: ['fund' as const] } };
const visitorNote = `The visitor token travels in the \`${VISITOR_TOKEN_HEADER}\` header.`;

/** Opening links and guessing passwords or codes: 30 calls a minute per client on top of the per-link throttle. */
const visitorRateLimit = {
  max: 30,
  timeWindow: '1 minute',
  errorResponseBuilder: () => new AppError(429, shareLinkMessages.tooManyAttempts, 'TOO_MANY_ATTEMPTS'),
};

/**
 * api/fund-custom-profile-link and api/fund-custom-profile-link-v2 (the newer variant: the same service under a
 * second prefix). Owner routes act as the active fund (editor role and up; lists and visits for any member);
 * visitor routes are public and read the visitor token. README.md gives the design.
 */
export async function fundCustomProfileLinkRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const prefix of shareLinkPrefixes) await prefixRoutes(app, deps, prefix);
}

async function prefixRoutes(app: FastifyInstance, deps: AppDeps, prefix: string) {
  const tags = [prefix];
  const P = `/${prefix}`;

  app.post<{ Body: v.InferOutput<typeof createShareLinkBody> }>(
    `${P}/create`,
    {
      config: { ...owner },
      schema: routeSchema({
        tags,
        summary: 'Create a share link of the active fund',
        description:
          'Editor role and up. The access mode becomes one access-policy row; `scope` lists the content sections the link opens; ' +
          '`scope` may also name the fund’s track records and data rooms (`track-record:<id>`, `data-room:<id>`, see scope-options); permissions in either form (flags or names). The slug is 128 random bits.',
        body: createShareLinkBody,
        response: { 201: shareLinkSchema },
      }),
    },
    async (request, reply) => {
      await assertEntitlement(deps.db, request.profile!.id, 'shareLinks'); // the plan's limit (feature-config)
      return reply.status(201).send(await createLink(deps, request.profile!.id, request.auth!.userId, request.body));
    },
  );

  app.get(
    `${P}/list`,
    {
      config: { ...ownerReader },
      schema: routeSchema({
        tags,
        summary: 'The share links of the active fund, newest first, with their visit counts',
        response: { 200: shareLinkListReply },
      }),
    },
    async (request) => ({ items: await listLinks(deps, request.profile!.id) }),
  );

  app.get(
    `${P}/scope-options`,
    {
      config: { ...ownerReader },
      schema: routeSchema({
        tags,
        summary: 'The track records and data rooms of the active fund a link can include in its scope',
        description:
          'Scope entries are content section ids and `<kind>:<id>` of these resources (ADR 0056); each kind is listed by the ' +
          'module that owns it.',
        response: { 200: shareScopeOptionsReply },
      }),
    },
    async (request) => ({ items: await scopeOptions(deps.db, request.profile!.id) }),
  );

  app.get<IdParams>(
    `${P}/link/:id`,
    {
      config: { ...ownerReader },
      schema: routeSchema({
        tags,
        summary: 'One share link of the active fund',
        params: shareLinkIdParams,
        errors: [404],
        response: { 200: shareLinkSchema },
      }),
    },
    async (request) => getLink(deps, request.profile!.id, request.params.id),
  );

  app.put<IdParams & { Body: v.InferOutput<typeof editShareLinkBody> }>(
    `${P}/edit-scope/:id`,
    {
      config: { ...owner },
      schema: routeSchema({
        tags,
        summary: 'Change a share link: scope, access mode, password, lists, NDA, expiry, permissions',
        description:
          'Editor role and up. Omit `password` to keep the current one. A change that can narrow access ends every visitor token ' +
          'of the link on its next request.',
        params: shareLinkIdParams,
        body: editShareLinkBody,
        errors: [404],
        response: { 200: shareLinkSchema },
      }),
    },
    async (request) => {
      const link = await editLink(deps, request.profile!.id, request.params.id, request.body);
      const { password: _password, ...change } = request.body as Record<string, unknown>;
      await audit(deps.db, {
        ...auditActor(request),
        action: 'profile.linkChanged',
        targetType: 'shareLink',
        targetId: request.params.id,
        targetLabel: request.profile!.id,
        after: { ...change, passwordChanged: _password !== undefined },
      });
      return link;
    },
  );

  app.patch<IdParams & { Body: v.InferOutput<typeof shareLinkStatusBody> }>(
    `${P}/activate/:id`,
    {
      config: { ...owner },
      schema: routeSchema({
        tags,
        summary: 'Activate or deactivate a share link',
        description:
          'Editor role and up. Deactivating ends every visitor token of the link at once; activating again does not revive them.',
        params: shareLinkIdParams,
        body: shareLinkStatusBody,
        errors: [404],
        response: { 200: shareLinkSchema },
      }),
    },
    async (request) => {
      const link = await setLinkStatus(deps, request.profile!.id, request.params.id, request.body.status);
      await audit(deps.db, {
        ...auditActor(request),
        action: 'profile.linkChanged',
        targetType: 'shareLink',
        targetId: request.params.id,
        targetLabel: request.profile!.id,
        after: { status: request.body.status },
      });
      return link;
    },
  );

  app.post<IdParams & { Body: v.InferOutput<typeof inviteShareLinkBody> }>(
    `${P}/invite/:id`,
    {
      config: { ...owner },
      schema: routeSchema({
        tags,
        summary: 'Mail a share link to addresses (and admit them)',
        description: 'Editor role and up. For the e-mail modes the addresses join the allow list (and leave the deny list).',
        params: shareLinkIdParams,
        body: inviteShareLinkBody,
        errors: [404],
        response: { 200: inviteShareLinkReply },
      }),
    },
    async (request) => ({
      invited: await inviteToLink(deps, request.profile!.id, request.params.id, request.body, request.auth!.userId),
    }),
  );

  app.get<IdParams>(
    `${P}/visits/:id`,
    {
      config: { ...ownerReader },
      schema: routeSchema({
        tags,
        summary: 'The visitors of a share link: e-mail where known, first and last seen, opens, seconds per section',
        params: shareLinkIdParams,
        errors: [404],
        response: { 200: shareLinkVisitsReply },
      }),
    },
    async (request) => ({ items: await linkVisits(deps, request.profile!.id, request.params.id) }),
  );

  app.get<IdParams>(
    `${P}/preview/:id`,
    {
      config: { ...ownerReader },
      schema: routeSchema({
        tags,
        summary: 'Preview as recipient: the profile exactly as the link shows it (nothing recorded)',
        params: shareLinkIdParams,
        errors: [404],
        response: { 200: scopedProfileReply },
      }),
    },
    async (request) => previewLink(deps, request.profile!.id, request.params.id),
  );

  // ------------------------------------------------------------------------------------------ visitors

  app.post<SlugParams>(
    `${P}/token-from-slug/:slug`,
    {
      config: { auth: 'public', rateLimit: visitorRateLimit },
      schema: routeSchema({
        tags,
        summary: 'Open a share link: a visitor token and the next gate (or granted / denied)',
        description:
          `${visitorNote} A live token of this link is kept; otherwise a new one starts. A link switched off or past its expiry ` +
          'answers denied with no token. 404 for an unknown slug.',
        params: shareLinkSlugParams,
        errors: [404],
        response: { 200: visitorLinkStateReply },
      }),
    },
    async (request) => openLink(deps, request.params.slug, visitorToken(request)),
  );

  app.get(
    `${P}/status`,
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags,
        summary: "The visitor's standing on their link",
        description: `${visitorNote} 401 VISITOR_TOKEN_INVALID when the token ended (link changed or switched off): open the link again.`,
        errors: [401],
        response: { 200: visitorLinkStateReply },
      }),
    },
    async (request) => visitorStatus(deps, visitorToken(request)),
  );

  app.post<{ Body: v.InferOutput<typeof storeEmailBody> }>(
    `${P}/store-email`,
    {
      config: { auth: 'public', rateLimit: visitorRateLimit },
      schema: routeSchema({
        tags,
        summary: "Give the visitor's e-mail address (e-mail and magic-link modes)",
        description: `${visitorNote} Magic-link modes mail a one-time link and code and answer the same whether or not the address is admitted.`,
        body: storeEmailBody,
        errors: [401, 409],
        response: { 200: visitorLinkStateReply },
      }),
    },
    async (request) => storeEmail(deps, visitorToken(request), request.body.email),
  );

  app.post<{ Body: v.InferOutput<typeof confirmPasswordBody> }>(
    `${P}/confirm-password`,
    {
      config: { auth: 'public', rateLimit: visitorRateLimit },
      schema: routeSchema({
        tags,
        summary: "Confirm the link's password",
        description: `${visitorNote} 403 WRONG_PASSWORD; 429 after 5 tries per client and link, or 20 per link, in 15 minutes.`,
        body: confirmPasswordBody,
        errors: [401, 403, 409, 429],
        response: { 200: visitorLinkStateReply },
      }),
    },
    async (request) => confirmPassword(deps, visitorToken(request), request.body.password, request.ip),
  );

  app.post<{ Body: v.InferOutput<typeof confirmNdaBody> }>(
    `${P}/confirm-nda`,
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags,
        summary: "Accept the fund's current NDA (recorded with its version)",
        description: visitorNote,
        body: confirmNdaBody,
        errors: [401, 409],
        response: { 200: visitorLinkStateReply },
      }),
    },
    async (request) => confirmNda(deps, visitorToken(request)),
  );

  app.post<{ Body: v.InferOutput<typeof magicLinkBody> }>(
    `${P}/magic-link`,
    {
      config: { auth: 'public', rateLimit: visitorRateLimit },
      schema: routeSchema({
        tags,
        summary: 'Use a mailed one-time link (or its code): a new visitor token with the proven address',
        description:
          'Only this POST consumes the one-time token: the mailed address opens a "Continue" page and a GET grants nothing. ' +
          '`{ token }` from the link, or `{ slug, email, code }` typed. 403 MAGIC_LINK_INVALID.',
        body: magicLinkBody,
        errors: [403, 404, 429],
        response: { 200: visitorLinkStateReply },
      }),
    },
    async (request) => consumeMagic(deps, request.body, request.ip),
  );

  app.post<SlugParams>(
    `${P}/verify-signup/:slug`,
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: "Open a ByEmail link as the signed-in user (the account's address is the proven one)",
        params: shareLinkSlugParams,
        errors: [404, 409],
        response: { 200: visitorLinkStateReply },
      }),
    },
    async (request) => verifySignup(deps, request.params.slug, request.auth!.userId),
  );

  app.get(
    `${P}/profile`,
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags,
        summary: 'The profile as the link shows it, for a visitor who passed every gate',
        description:
          `${visitorNote} Records the visit; the owner hears of a first open per their "Visitors" notification choice. ` +
          '401 VISITOR_TOKEN_INVALID (token ended), 403 GATE_PENDING or LINK_<reason> (denied).',
        errors: [401, 403],
        response: { 200: scopedProfileReply },
      }),
    },
    async (request) => readAsVisitor(deps, visitorToken(request), request.log),
  );

  app.post<{ Body: v.InferOutput<typeof heartbeatBody> }>(
    `${P}/heartbeat`,
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags,
        summary: 'Seconds a section of the link was on the visitor’s screen',
        description: visitorNote,
        body: heartbeatBody,
        errors: [401, 403],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await heartbeat(deps, visitorToken(request), request.body.section, request.body.seconds);
      return reply.status(204).send();
    },
  );

  app.get(
    `${P}/shared-with-me`,
    {
      config: { auth: 'user' },
      schema: routeSchema({ tags, summary: 'Profiles shared with the signed-in user’s address', response: { 200: sharedWithMeReply } }),
    },
    async (request) => ({ items: await sharedWithMe(deps, request.auth!.userId) }),
  );
}
