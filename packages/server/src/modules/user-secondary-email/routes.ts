import type { FastifyInstance } from 'fastify';
import {
  type ResendSecondaryEmailQuery,
  resendSecondaryEmailQuery,
  type SecondaryEmailInput,
  secondaryEmailBody,
  secondaryEmailListReply,
  secondaryEmailSchema,
  switchPrimaryEmailReply,
  type VerifySecondaryEmailQuery,
  verifySecondaryEmailQuery,
  verifySecondaryEmailReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import {
  addSecondaryEmail,
  listSecondaryEmails,
  removeSecondaryEmail,
  resendSecondaryEmailValidation,
  switchPrimaryEmail,
  verifySecondaryEmail,
} from './service';

const tags = ['userSecondaryEmail'];

export async function userSecondaryEmailRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config } = deps;
  // The routes that mail a link or check a code are limited like the auth routes.
  const mailRateLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };

  app.get(
    '/userSecondaryEmail',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'My secondary e-mail addresses',
        security: 'bearer',
        response: { 200: secondaryEmailListReply },
      }),
    },
    async (request) => listSecondaryEmails(db, request.auth!.userId),
  );

  app.post<{ Body: SecondaryEmailInput }>(
    '/userSecondaryEmail',
    {
      config: { auth: 'user', rateLimit: mailRateLimit },
      schema: routeSchema({
        tags,
        summary: 'Add a secondary e-mail address; a verification link is mailed to it',
        description:
          '409 when the address is my own primary e-mail or already one of mine. Any other address, another account’s ' +
          'primary e-mail included, is answered the same (201, a mail to it): the answer never tells whether an address ' +
          'has an account. The mail decides: a verification link, or for another account’s address a notice to its owner.',
        security: 'bearer',
        body: secondaryEmailBody,
        errors: [409],
        response: { 201: secondaryEmailSchema },
      }),
    },
    async (request, reply) => {
      const added = await addSecondaryEmail(deps, request.auth!.userId, request.body.email);
      reply.status(201);
      return added;
    },
  );

  app.delete<{ Body: SecondaryEmailInput }>(
    '/userSecondaryEmail',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Remove one of my secondary e-mail addresses',
        security: 'bearer',
        body: secondaryEmailBody,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await removeSecondaryEmail(db, request.auth!.userId, request.body.email);
      return reply.status(204).send();
    },
  );

  app.post<{ Body: SecondaryEmailInput }>(
    '/userSecondaryEmail/switch-primary-email',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Make a verified secondary address my primary e-mail (the old primary becomes a verified secondary)',
        security: 'bearer',
        body: secondaryEmailBody,
        errors: [404, 409],
        response: { 200: switchPrimaryEmailReply },
      }),
    },
    async (request) => switchPrimaryEmail(db, request.auth!.userId, request.body.email),
  );

  app.get<{ Querystring: ResendSecondaryEmailQuery }>(
    '/userSecondaryEmail/resend-secondary-email-validation',
    {
      config: { auth: 'user', rateLimit: mailRateLimit },
      schema: routeSchema({
        tags,
        summary: 'Mail a new verification link for one of my unverified secondary addresses',
        security: 'bearer',
        querystring: resendSecondaryEmailQuery,
        errors: [404, 409],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await resendSecondaryEmailValidation(deps, request.auth!.userId, request.query.email);
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: VerifySecondaryEmailQuery }>(
    '/userSecondaryEmail/verify-secondary-email',
    {
      config: { auth: 'public', rateLimit: mailRateLimit },
      schema: routeSchema({
        tags,
        summary: 'Verify a secondary address with the code of its mailed link (no sign-in needed)',
        description: 'Single use, valid 48 hours. 404 for an unknown code, 410 when used or expired.',
        querystring: verifySecondaryEmailQuery,
        errors: [404, 410],
        response: { 200: verifySecondaryEmailReply },
      }),
    },
    async (request) => verifySecondaryEmail(db, request.query.verificationCode),
  );
}
