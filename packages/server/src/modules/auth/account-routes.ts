import type { FastifyInstance } from 'fastify';
import {
  type ChangePasswordInput,
  changePasswordBody,
  changePasswordReply,
  getMeReply,
  type ValidatePasswordInput,
  validatePasswordBody,
  validatePasswordReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { changePassword, getMe, validatePassword } from './account';

// The users/* family's routes (tags 'users'); auth serves them because they work on sessions (see account.ts).
export async function userRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const passwordRateLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };

  app.get(
    '/users/get-me',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags: ['users'],
        summary: 'The signed-in user, their profiles, the active profile and their details',
        security: 'bearer',
        response: { 200: getMeReply },
      }),
    },
    async (request) => getMe(db, request.auth!),
  );

  app.post<{ Body: ValidatePasswordInput }>(
    '/users/validate-password',
    {
      config: { auth: 'user', rateLimit: passwordRateLimit },
      schema: routeSchema({
        tags: ['users'],
        summary: 'Check the current password (to re-confirm a sensitive action)',
        security: 'bearer',
        body: validatePasswordBody,
        response: { 200: validatePasswordReply },
      }),
    },
    async (request) => ({ valid: await validatePassword(db, request.auth!.userId, request.body.password) }),
  );

  app.post<{ Body: ChangePasswordInput }>(
    '/users/change-password',
    {
      config: { auth: 'user', rateLimit: passwordRateLimit },
      schema: routeSchema({
        tags: ['users'],
        summary: 'Change my password: ends every session and returns a new token for this client',
        security: 'bearer',
        body: changePasswordBody,
        response: { 200: changePasswordReply },
      }),
    },
    async (request) => {
      const session = await changePassword(db, config.session, request.auth!, request.body, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      return { token: session.token, expiresAt: session.expiresAt.toISOString() };
    },
  );
}
