import type { FastifyInstance } from 'fastify';
import {
  type UpdateUserCrmLinkInput,
  type UpdateUserInfoInput,
  type UserInfoIdParams,
  updateUserCrmLinkBody,
  updateUserInfoBody,
  userInfoIdParams,
  userInfoSchema,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { getUserInfo, setCrmLink, updateUserInfo } from './service';

export async function userInfoRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get(
    '/user-info',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags: ['user-info'],
        summary: 'My personal details',
        security: 'bearer',
        response: { 200: userInfoSchema },
      }),
    },
    async (request) => getUserInfo(db, request.auth!.userId),
  );

  app.put<{ Body: UpdateUserInfoInput }>(
    '/user-info',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags: ['user-info'],
        summary: 'Update my personal details (onboarding "about you", User details)',
        description: 'Optional fields left out keep their value; null clears them.',
        security: 'bearer',
        body: updateUserInfoBody,
        response: { 200: userInfoSchema },
      }),
    },
    async (request) => updateUserInfo(db, request.auth!.userId, request.body),
  );

  app.put<{ Params: UserInfoIdParams; Body: UpdateUserCrmLinkInput }>(
    '/user-info/:id',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags: ['user-info'],
        summary: "Set a user's CRM link (administrators)",
        security: 'bearer',
        params: userInfoIdParams,
        body: updateUserCrmLinkBody,
        response: { 200: userInfoSchema },
      }),
    },
    async (request) => setCrmLink(db, request.params.id, request.body),
  );
}
