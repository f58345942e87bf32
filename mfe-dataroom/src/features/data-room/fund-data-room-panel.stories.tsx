import { errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FundDataRoomPanel } from './fund-data-room-panel';
import { dataRoom, fund, holderItems, investor, manyItems, uuid } from './testing';

// The data-room panel on a fund's public page (the parcel ./parcels/data-room-panel, ADR 0054), on the area's fixtures.
const meta = {
  title: 'Data room/Panel on the fund page',
  component: FundDataRoomPanel,
  args: { fundId: fund.id, fundName: 'Northwind Ventures II' },
} satisfies Meta<typeof FundDataRoomPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const INTERNAL = `GET /api/data-room/discovery-tree/${fund.id}/internal`;
const EXTERNAL = `GET /api/data-room/discovery-tree/${fund.id}/external`;
const route = { at: '/fund/northwind-ventures-ii' };
const external = dataRoom({
  id: uuid(50),
  name: 'Northwind on Intralinks',
  type: 'external',
  externalDataRoomUrl: 'https://intralinks.example/northwind',
  isDefault: false,
  canManage: false,
});

/** An investor let into the room by a permission group, and an external room. */
export const Holder: Story = {
  ...screenStory({
    route,
    session: signedIn(investor),
    api: {
      [INTERNAL]: () => ({ json: { rooms: [{ dataRoom: dataRoom({ canManage: false }), items: holderItems() }] } }),
      [EXTERNAL]: () => ({ json: { rooms: [{ dataRoom: external, items: [] }] } }),
    },
  }),
};
/** A large room: six items, then the count of the rest. */
export const ManyItems: Story = {
  ...screenStory({
    route,
    session: signedIn(investor),
    api: {
      [INTERNAL]: () => ({ json: { rooms: [{ dataRoom: dataRoom({ canManage: false }), items: manyItems(24) }] } }),
      [EXTERNAL]: () => ({ json: { rooms: [] } }),
    },
  }),
};
export const NotShared: Story = {
  ...screenStory({
    route,
    session: signedIn(investor),
    api: { [INTERNAL]: () => ({ json: { rooms: [] } }), [EXTERNAL]: () => ({ json: { rooms: [] } }) },
  }),
};
/** The fund itself, before it made a room. */
export const OwnFundWithoutRoom: Story = {
  ...screenStory({
    route,
    session: signedIn(fund),
    api: { [INTERNAL]: () => ({ json: { rooms: [] } }), [EXTERNAL]: () => ({ json: { rooms: [] } }) },
  }),
};
export const Loading: Story = {
  ...screenStory({ route, session: signedIn(investor), api: { [INTERNAL]: () => pending, [EXTERNAL]: () => pending } }),
};
export const Failed: Story = {
  ...screenStory({
    route,
    session: signedIn(investor),
    api: {
      [INTERNAL]: () => errorReply(503, 'Data rooms are not available right now.'),
      [EXTERNAL]: () => ({ json: { rooms: [] } }),
    },
  }),
};
export const SignedOut: Story = { ...screenStory({ route }) };
export const Narrow: Story = { ...Holder, ...narrow };
