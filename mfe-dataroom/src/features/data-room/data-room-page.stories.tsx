import { errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DataRoomPage } from './data-room-page';
import { allPermissions, dataRoom, fund, holderItems, investor, manyItems, otherFund, roomId, treeReply } from './testing';

// /dataRoom/:dataRoomId: a room's tree of folders, files and links, for its manager and for a holder, on the area's
// contract fixtures (./testing).
const meta = { title: 'Data room/Room', component: DataRoomPage } satisfies Meta<typeof DataRoomPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROOM = `GET /api/data-room/${roomId}`;
const route = { at: `/dataRoom/${roomId}`, path: '/dataRoom/:dataRoomId' };

/** A manager acting as the fund: the tools (add, new folder, actions per item), permissions, analytics and questions. */
export const Manager: Story = { ...screenStory({ route, session: signedIn(fund), api: { [ROOM]: () => treeReply() } }) };
/** Manages the room but acts as another fund: sees everything, is told to switch profile to change it. */
export const ManagerActingAsAnotherFund: Story = {
  ...screenStory({ route, session: signedIn(otherFund), api: { [ROOM]: () => treeReply() } }),
};
/** A permission holder with view-only rights: no tools, no questions, hidden items left out. */
export const Holder: Story = {
  ...screenStory({ route, session: signedIn(investor), api: { [ROOM]: () => treeReply(dataRoom({ canManage: false }), holderItems()) } }),
};
/** A holder whose group may ask questions (canUseAIChat) and download. */
export const HolderWithQuestions: Story = {
  ...screenStory({
    route,
    session: signedIn(investor),
    api: { [ROOM]: () => treeReply(dataRoom({ canManage: false }), holderItems({ ...allPermissions, canHide: false })) },
  }),
};
/** A room that lives at the fund's own address: a link instead of a tree. */
export const ExternalRoom: Story = {
  ...screenStory({
    route,
    session: signedIn(investor),
    api: {
      [ROOM]: () =>
        treeReply(dataRoom({ canManage: false, type: 'external', externalDataRoomUrl: 'https://dataroom.northwind.example' }), []),
    },
  }),
};
export const Empty: Story = { ...screenStory({ route, session: signedIn(fund), api: { [ROOM]: () => treeReply(dataRoom(), []) } }) };
export const EmptyForHolder: Story = {
  ...screenStory({ route, session: signedIn(investor), api: { [ROOM]: () => treeReply(dataRoom({ canManage: false }), []) } }),
};
export const Loading: Story = { ...screenStory({ route, session: signedIn(fund), api: { [ROOM]: () => pending } }) };
/** Not shared with this person (or gone). */
export const NotFound: Story = {
  ...screenStory({ route, session: signedIn(investor), api: { [ROOM]: () => errorReply(404, 'This data room does not exist.') } }),
};
export const Failed: Story = {
  ...screenStory({ route, session: signedIn(fund), api: { [ROOM]: () => errorReply(503, 'The data room is not available right now.') } }),
};
/** Many items with long names. */
export const LongContent: Story = {
  ...screenStory({ route, session: signedIn(fund), api: { [ROOM]: () => treeReply(dataRoom(), manyItems()) } }),
};
export const Narrow: Story = { ...Manager, ...narrow };
export const HolderNarrow: Story = {
  ...screenStory({ route, session: signedIn(investor), api: { [ROOM]: () => treeReply(dataRoom({ canManage: false }), holderItems()) } }),
  ...narrow,
};
export const SignedOut: Story = { ...screenStory({ route }) };
