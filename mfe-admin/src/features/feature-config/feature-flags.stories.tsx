import { type FeatureConfig, featureFlagCatalogue, featureFlagKeys } from '@fundnet/validation-schema';
import { type ApiRoutes, errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import { adminMe, stats } from '../approvals/testing';

// /admin/featureConfig: the platform's feature flags, on the billing contract's catalogue (GET api/feature-config).
const meta = { title: 'Admin/Feature flags', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONFIG = 'GET /api/feature-config';
const route = { at: '/admin/featureConfig', path: '*' };
const admin = signedIn(null);
const adminApi = (routes: ApiRoutes): ApiRoutes => ({
  'GET /api/users/get-me': () => ({ json: adminMe(true) }),
  'GET /api/administration/stats/approvals': () => ({ json: stats({ fundInfo: 3 }) }),
  ...routes,
});

/** Every flag of the catalogue; `switched` ones were changed by an administrator (on or off as given). */
const config = (switched: Partial<Record<(typeof featureFlagKeys)[number], boolean>> = {}): FeatureConfig => ({
  flags: featureFlagKeys.map((key) => ({
    key,
    label: featureFlagCatalogue[key].label,
    description: featureFlagCatalogue[key].description,
    enabled: switched[key] ?? featureFlagCatalogue[key].default,
    updatedAt: key in switched ? '2026-11-18T15:30:00.000Z' : null,
  })),
  socialSignIn: [],
  profile: null,
});

/** Two flags switched off by an administrator, the others at their defaults. */
export const FeatureFlags: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({ [CONFIG]: () => ({ json: config({ aiChat: false, selfServiceBilling: false }) }) }),
  }),
};
/** A fresh platform: every flag at its default, none switched yet. */
export const Defaults: Story = { ...screenStory({ route, session: admin, api: adminApi({ [CONFIG]: () => ({ json: config() }) }) }) };
export const Loading: Story = { ...screenStory({ route, session: admin, api: adminApi({ [CONFIG]: () => pending }) }) };
export const Failed: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({ [CONFIG]: () => errorReply(503, 'Feature flags are not available right now.') }),
  }),
};
export const Narrow: Story = { ...FeatureFlags, ...narrow };
