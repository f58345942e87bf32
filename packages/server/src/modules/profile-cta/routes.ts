import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  type CallToAction,
  callToActionSchema,
  profileCtaPublicParams,
  profileCtaReply,
  publicProfileCtaReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { readCallToAction, readPublicCallToAction, saveCallToAction } from './service';

const tags = ['profile-cta'];

/** Call To Action Settings of the active profile, and the published button of any public profile (README.md). */
export async function profileCtaRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get(
    '/profile-cta',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'Read the call to action of the active profile',
        description:
          'Any member role. The call-to-action section as members see it (working copy, published copy, pending or declined ' +
          'approval item) and the targets the profile’s sections already hold (a fund’s booking link, contact e-mail, website).',
        security: 'bearer',
        response: { 200: profileCtaReply },
      }),
    },
    async (request) => readCallToAction(db, request.profile!),
  );

  app.put<{ Body: CallToAction }>(
    '/profile-cta',
    {
      config: { auth: 'user', profile: { minRole: 'editor' } },
      schema: routeSchema({
        tags,
        summary: 'Change the call to action of the active profile',
        description:
          'Editor role and up. action none | bookMeeting | sendEmail | visitWebsite | subscribe; label (required unless none, ' +
          'at most 40 characters); url for bookMeeting and visitWebsite; email for sendEmail. Replaces the working copy; once ' +
          'the profile is published the change waits for an administrator’s approval (visitors keep the published button).',
        security: 'bearer',
        body: callToActionSchema,
        response: { 200: profileCtaReply },
      }),
    },
    async (request) => saveCallToAction(db, request.profile!, request.body, request.auth!.userId),
  );

  app.get<{ Params: v.InferOutput<typeof profileCtaPublicParams> }>(
    '/profile-cta/public/:profileId',
    {
      config: { auth: 'optional' },
      schema: routeSchema({
        tags,
        summary: 'Read the published call to action of a profile',
        description:
          'Public. The published button of a published profile, with the address it opens (https:// or mailto:; null for ' +
          'subscribe, which the app performs with POST profile-subscriber). callToAction null: no button. 404 for profiles ' +
          'that are not public.',
        params: profileCtaPublicParams,
        response: { 200: publicProfileCtaReply },
      }),
    },
    async (request) => readPublicCallToAction(db, request.params.profileId),
  );
}
