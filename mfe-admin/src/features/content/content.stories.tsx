import type { ContentEntry } from '@fundnet/validation-schema';
import { type ApiRoutes, errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import { adminMe, stats } from '../approvals/testing';

// /admin/content: the managed pages and texts the site shows, on the content contract (GET api/content).
const meta = { title: 'Admin/Pages and texts', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'GET /api/content';
const route = { at: '/admin/content', path: '*' };
const admin = signedIn(null);
const adminApi = (routes: ApiRoutes): ApiRoutes => ({
  'GET /api/users/get-me': () => ({ json: adminMe(true) }),
  'GET /api/administration/stats/approvals': () => ({ json: stats({ fundInfo: 3 }) }),
  ...routes,
});

const entryId = (n: number) => `8c3f2e4a-5d6b-4c7d-8e1f-${String(n).padStart(12, '0')}`;
function contentEntry(n: number, overrides: Partial<ContentEntry> = {}): ContentEntry {
  return {
    id: entryId(n),
    slug: 'about',
    kind: 'page',
    title: 'About Fundnet',
    body: 'Fundnet connects fund managers, investors and service providers across Europe.\n\nFounded in Berlin, we help emerging managers raise their next fund.',
    published: true,
    updatedAt: '2026-10-14T09:15:00.000Z',
    ...overrides,
  };
}
const entries: ContentEntry[] = [
  contentEntry(1),
  contentEntry(2, {
    slug: 'terms',
    title: 'Terms of use',
    body: 'These terms apply to every user of Fundnet. '.repeat(120),
    updatedAt: '2026-06-01T08:00:00.000Z',
  }),
  contentEntry(3, {
    slug: 'privacyPolicy',
    title: 'Privacy policy',
    body: 'We process personal data according to the GDPR. '.repeat(90),
    updatedAt: '2026-06-01T08:00:00.000Z',
  }),
  contentEntry(4, {
    slug: 'help-center.intro',
    kind: 'text',
    title: 'Help center introduction',
    body: 'Questions about your fund profile? Our team answers within one business day.',
    published: false,
    updatedAt: '2026-11-20T17:40:00.000Z',
  }),
];

export const Content: Story = {
  ...screenStory({ route, session: admin, api: adminApi({ [LIST]: () => ({ json: { items: entries } }) }) }),
};
export const Empty: Story = { ...screenStory({ route, session: admin, api: adminApi({ [LIST]: () => ({ json: { items: [] } }) }) }) };
export const Loading: Story = { ...screenStory({ route, session: admin, api: adminApi({ [LIST]: () => pending }) }) };
export const Failed: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({ [LIST]: () => errorReply(503, 'Content is not available right now.') }),
  }),
};
/** Long slugs and titles, as the `<page>.<block>` texts have. */
export const LongContent: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({
      [LIST]: () => ({
        json: {
          items: [
            ...entries,
            contentEntry(5, {
              slug: 'fund-onboarding.data-room-instructions.external-providers-and-permissions',
              kind: 'text',
              title: 'How to connect an external data room provider and grant limited partners access before first close',
              body: 'Connect your provider, then invite the investors who signed the NDA. '.repeat(40),
              published: false,
            }),
          ],
        },
      }),
    }),
  }),
};
export const Narrow: Story = { ...Content, ...narrow };
