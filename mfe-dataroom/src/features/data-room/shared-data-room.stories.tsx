import { errorReply, narrow, pending, screenStory } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SharedDataRoom } from './shared-data-room';
import { dataRoom, holderItems, roomId } from './testing';

// A data room in a share link's scope, as the link's visitor reads it (the parcel ./parcels/shared-data-room, ADR 0056).
const meta = {
  title: 'Data room/In a share link',
  component: SharedDataRoom,
  args: { id: roomId, resourceName: 'Northwind data room', visitorToken: 'visitor-token', preview: false },
} satisfies Meta<typeof SharedDataRoom>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROOM = `GET /api/data-room/${roomId}`;
const route = { at: '/fund/shared/Zx3LwQ9pR2vT8kN1mB4cYa' };

/** A visitor who passed the link's gates: the tree the link's permissions show. */
export const Visitor: Story = {
  ...screenStory({ route, api: { [ROOM]: () => ({ json: { dataRoom: dataRoom({ canManage: false }), items: holderItems() } }) } }),
};
export const EmptyRoom: Story = {
  ...screenStory({ route, api: { [ROOM]: () => ({ json: { dataRoom: dataRoom({ canManage: false }), items: [] } }) } }),
};
/** The link no longer names the room (or the room was deleted). */
export const NoLongerShared: Story = {
  ...screenStory({ route, api: { [ROOM]: () => errorReply(404, 'This data room does not exist.') } }),
};
export const Loading: Story = { ...screenStory({ route, api: { [ROOM]: () => pending } }) };
/** The owner's "preview as recipient": no visitor token, what visitors will get. */
export const OwnerPreview: Story = { ...screenStory({ route }), args: { visitorToken: null, preview: true } };
export const Narrow: Story = { ...Visitor, ...narrow };
