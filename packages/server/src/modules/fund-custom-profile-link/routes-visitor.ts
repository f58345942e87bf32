import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  confirmNdaBody,
  confirmPasswordBody,
  expressInterestBody,
  heartbeatBody,
  magicLinkBody,
  scopedProfileReply,
  shareLinkSlugParams,
  sharedWithMeReply,
  shareLinkInterestReply,
  storeEmailBody,
  visitorLinkStateReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import {
  confirmNda,
  confirmPassword,
  consumeMagic,
  heartbeat,
  openLink,
  readAsVisitor,
  sharedWithMe,
  storeEmail,
  verifySignup,
  visitorStatus,
} from './visitors';
import { expressInterest, interestOfVisitor } from './interest';
import { type SlugParams, visitorNote, visitorRateLimit, visitorToken } from './routes-common';

/** The visitor's side of a share link: open it, pass its gates, read the profile it shares, and links shared with me. */
export async function visitorRoutes(app: FastifyInstance, deps: AppDeps, prefix: string) {
  const tags = [prefix];
  const P = `/${prefix}`;

  app.post<SlugParams>(
    `${P}/token-from-slug/:slug`,
    {
      config: { auth: 'public', rateLimit: visitorRateLimit },
      schema: routeSchema({
        tags,
        summary: 'Open a share link: a visitor token and the next gate (or granted / denied)',
        description:
          `${visitorNote} A live token of this link is kept; otherwise a new one starts. A link switched off or past its expiry ` +
          'answers denied with no token. 404 for an unknown or deleted slug. The reply names the fund (name, logo), never the ' +
          'link’s internal name.',
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
        description:
          `${visitorNote} 403 WRONG_PASSWORD; 429 TOO_MANY_ATTEMPTS after 5 wrong tries by one visitor (client address, and ` +
          'the proven address or else the visitor token) in 15 minutes, with the real wait in the message and Retry-After. ' +
          'Never per link: other visitors still enter. A right password clears the visitor’s count.',
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
    async (request) => confirmNda(deps, visitorToken(request), request.log),
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
          '`{ token }` from the link, or `{ slug, email, code }` typed. 403 MAGIC_LINK_INVALID; 429 after 5 wrong codes per client ' +
          'address or per address the code was mailed to, in 15 minutes.',
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

  app.post<{ Body: v.InferOutput<typeof expressInterestBody> }>(
    `${P}/express-interest`,
    {
      config: { auth: 'public', rateLimit: visitorRateLimit },
      schema: routeSchema({
        tags,
        summary: 'Tell the fund the visitor is interested ("I\'m interested")',
        description:
          `${visitorNote} For a visitor who passed every gate (401 VISITOR_TOKEN_INVALID, 403 GATE_PENDING or LINK_<reason> ` +
          'otherwise, as GET profile). One interest per visitor of the link: 201 the first time (the fund’s members who hear ' +
          'about visitors are mailed), 200 after (the name, address and message are updated; no one is mailed again). ' +
          '`email` may be left out when the visitor gave the link an address (that one is used); 422 "Email is required" ' +
          'otherwise. The owner’s preview holds no visitor token, so it records nothing. It shows in GET visits/{id}.',
        body: expressInterestBody,
        errors: [401, 403],
        response: { 200: shareLinkInterestReply, 201: shareLinkInterestReply },
      }),
    },
    async (request, reply) => {
      const { created, interest } = await expressInterest(deps, visitorToken(request), request.body, request.log);
      return reply.status(created ? 201 : 200).send({ interest });
    },
  );

  app.get(
    `${P}/interest`,
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags,
        summary: 'What the visitor already told the fund with "I\'m interested" (null: nothing yet)',
        description: `${visitorNote} For a visitor who passed every gate (401 / 403 as GET profile).`,
        errors: [401, 403],
        response: { 200: shareLinkInterestReply },
      }),
    },
    async (request) => ({ interest: await interestOfVisitor(deps, visitorToken(request)) }),
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
