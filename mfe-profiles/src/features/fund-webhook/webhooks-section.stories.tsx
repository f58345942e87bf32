import { type ApiRoutes, errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { AreaRoutes } from '../../routes';
import { detailOf, fund, me, profileIds } from '../../testing/story-profiles';
import { deliveryLog, endpointId, endpointOf } from './testing/webhook-fixtures';

// /settings/webhooks as the fund's owner: endpoints, the secret shown once, and an endpoint's delivery log with retries.
const meta = { title: 'Profiles/Webhooks', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const ENDPOINTS = 'GET /api/fund-webhook/endpoints';
const DELIVERIES = `GET /api/fund-webhook/endpoints/${endpointId}/deliveries`;

const webhooks = (api: ApiRoutes) =>
  screenStory({
    route: { at: '/settings/webhooks', path: '*' },
    session: signedIn({ id: profileIds.fund, type: 'fund' }),
    api: {
      'GET /api/users/get-me': () => ({ json: me }),
      [`GET /api/profiles/${profileIds.fund}`]: () => ({ json: detailOf('fund', fund) }),
      ...api,
    },
  });

export const Filled: Story = {
  ...webhooks({
    [ENDPOINTS]: () => ({
      json: {
        items: [
          endpointOf(),
          endpointOf({
            id: '6b1f7a0e-3c1d-4c55-9a11-1f0e2a7c9d02',
            url: 'https://hooks.zapier.com/hooks/catch/1234/abcd',
            description: null,
            events: ['nda.signed', 'access.requested'],
            enabled: false,
            lastDelivery: { status: 'failed', statusCode: 500, at: '2026-11-27T16:40:00.000Z' },
          }),
        ],
      },
    }),
    [DELIVERIES]: () => ({ json: deliveryLog }),
  }),
};

/** The log of the first endpoint opened: three attempts of one event, the retries' back-off, and Replay. */
export const DeliveryLog: Story = {
  ...Filled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Show the delivery log' }))[0]!);
    await expect(await canvas.findByRole('table', { name: 'Delivery log' })).toBeInTheDocument();
    await expect(canvas.getByText('3 of 7')).toBeInTheDocument();
  },
};

export const Empty: Story = { ...webhooks({ [ENDPOINTS]: () => ({ json: { items: [] } }) }) };
export const Loading: Story = { ...webhooks({ [ENDPOINTS]: () => pending }) };
export const Failed: Story = { ...webhooks({ [ENDPOINTS]: () => errorReply(503, 'The service is not available right now.') }) };
export const Narrow: Story = { ...Filled, ...narrow };
