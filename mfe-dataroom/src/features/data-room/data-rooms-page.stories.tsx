import { errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DataRoomsPage } from './data-rooms-page';
import { dataRoom, fund, investor, uuid } from './testing';

// /dataRoom: the rooms a fund manages or an investor was let into, on the area's contract fixtures (./testing).
const meta = { title: 'Data room/Rooms', component: DataRoomsPage } satisfies Meta<typeof DataRoomsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const MINE = 'GET /api/data-room/mine';
const route = { at: '/dataRoom' };
const sharedRooms = [
  dataRoom({ canManage: false }),
  dataRoom({
    id: uuid(50),
    fundProfileId: uuid(51),
    fundName: 'Birch Capital III',
    name: 'Birch Capital – Fund III',
    isDefault: true,
    canManage: false,
  }),
  dataRoom({
    id: uuid(52),
    fundProfileId: uuid(53),
    fundName: 'Cedar Partners',
    name: 'Cedar Partners (hosted elsewhere)',
    type: 'external',
    externalDataRoomUrl: 'https://dataroom.cedar.example',
    canManage: false,
  }),
];

/** A fund member: the room they manage, and the button that opens the fund's default room. */
export const Manager: Story = {
  ...screenStory({
    route,
    session: signedIn(fund),
    api: { [MINE]: () => ({ json: { dataRooms: [dataRoom(), ...sharedRooms.slice(1)] } }) },
  }),
};
/** An investor (a permission holder): the rooms funds shared with them, no button to open one. */
export const Holder: Story = {
  ...screenStory({ route, session: signedIn(investor), api: { [MINE]: () => ({ json: { dataRooms: sharedRooms } }) } }),
};
export const EmptyFund: Story = {
  ...screenStory({ route, session: signedIn(fund), api: { [MINE]: () => ({ json: { dataRooms: [] } }) } }),
};
export const EmptyHolder: Story = {
  ...screenStory({ route, session: signedIn(investor), api: { [MINE]: () => ({ json: { dataRooms: [] } }) } }),
};
export const Loading: Story = { ...screenStory({ route, session: signedIn(fund), api: { [MINE]: () => pending } }) };
export const Failed: Story = {
  ...screenStory({ route, session: signedIn(fund), api: { [MINE]: () => errorReply(503, 'Data rooms are not available right now.') } }),
};
/** Many rooms with long names. */
export const LongContent: Story = {
  ...screenStory({
    route,
    session: signedIn(investor),
    api: {
      [MINE]: () => ({
        json: {
          dataRooms: Array.from({ length: 12 }, (_, n) =>
            dataRoom({
              id: uuid(60 + n),
              fundProfileId: uuid(80 + n),
              fundName: `Northwind Ventures Growth Opportunities Fund ${n + 1} SCSp (Luxembourg)`,
              name: `Northwind Ventures Growth Opportunities Fund ${n + 1} – Limited Partner due diligence data room`,
              canManage: n === 0,
              type: n % 5 === 4 ? 'external' : 'fundnetDiscovery',
              externalDataRoomUrl: n % 5 === 4 ? 'https://dataroom.northwind.example' : null,
            }),
          ),
        },
      }),
    },
  }),
};
export const Narrow: Story = { ...Manager, ...narrow };
export const SignedOut: Story = { ...screenStory({ route }) };
