import {
  type FeatureFlagInput,
  featureConfigReply,
  featureFlagBody,
  featureFlagParams,
  featureFlagSchema,
  socialSignInProviders,
} from '@fundnet/validation-schema';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { entitlementSnapshot } from './entitlements';
import { listFlags, setFlag } from './flags';

const tags = ['feature-config'];

/**
 * api/feature-config (product-routes §7 "GET feature-config"): the flags the apps read, and, for the active profile,
 * its plan's entitlements with usage (the one rule every area checks server-side through assertEntitlement).
 */
export async function featureConfigRoutes(api: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  api.get(
    '/feature-config',
    {
      config: { auth: 'optional', profile: { optional: true } },
      schema: routeSchema({
        tags,
        summary: 'Feature flags, and the active profile’s plan entitlements with usage',
        description:
          'Public. `socialSignIn` lists the social sign-in providers configured on this server (the log-in page shows only ' +
          'these). With a token and the meta-profile headers of one of your profiles, `profile` carries its plan, ' +
          'entitlements and usage against limits (null otherwise).',
        response: { 200: featureConfigReply },
      }),
    },
    async (request) => {
      const flags = await listFlags(db);
      // Read from the container, not auth's module: which providers have an issuer, client id and secret is configuration.
      const socialSignIn = socialSignInProviders.filter((provider) => deps.oidc.get(provider) !== undefined);
      if (!request.profile) return { flags, socialSignIn, profile: null };
      const snapshot = await entitlementSnapshot(db, request.profile.id);
      return {
        flags,
        socialSignIn,
        profile: {
          profileId: request.profile.id,
          planCode: snapshot.plan.code,
          planName: snapshot.plan.name,
          entitlements: snapshot.plan.entitlements,
          usage: snapshot.usage,
        },
      };
    },
  );

  api.patch<{ Params: v.InferOutput<typeof featureFlagParams>; Body: FeatureFlagInput }>(
    '/feature-config/:key',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Switch a feature flag',
        description: 'Administrators. { enabled }. The apps read the new value on their next GET feature-config.',
        params: featureFlagParams,
        body: featureFlagBody,
        response: { 200: featureFlagSchema },
      }),
    },
    async (request) => setFlag(db, request.params.key, request.body.enabled, request.auth!.userId),
  );
}
