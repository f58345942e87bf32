import { type ApiRoutes, errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { GroupsPage } from './groups-page';
import { dataRoom, fund, investor, managerItems, otherFund, permissionGroup, permissionGroups, roomId, treeReply, uuid } from './testing';

// /dataRoom/:dataRoomId/groups: permission groups, their holders and item overrides (managers), on the area's
// contract fixtures (./testing).
const meta = { title: 'Data room/Permissions', component: GroupsPage } satisfies Meta<typeof GroupsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROOM = `GET /api/data-room/${roomId}`;
const GROUPS = `GET /api/data-room/group/all/${roomId}`;
const route = { at: `/dataRoom/${roomId}/groups`, path: '/dataRoom/:dataRoomId/groups' };

const api = (over: ApiRoutes = {}): ApiRoutes => ({
  [ROOM]: () => treeReply(),
  [GROUPS]: () => ({ json: { groups: permissionGroups() } }),
  ...over,
});

/** A manager acting as the fund: the new-group form and every group with its holders and overrides. */
export const Manager: Story = { ...screenStory({ route, session: signedIn(fund), api: api() }) };
export const NoGroups: Story = {
  ...screenStory({ route, session: signedIn(fund), api: api({ [GROUPS]: () => ({ json: { groups: [] } }) }) }),
};
/** The room loads but its groups do not: the error says so (the page used to show nothing). */
export const GroupsFailed: Story = {
  ...screenStory({
    route,
    session: signedIn(fund),
    api: api({ [GROUPS]: () => errorReply(503, 'The permission groups are not available right now.') }),
  }),
};
export const GroupsLoading: Story = { ...screenStory({ route, session: signedIn(fund), api: api({ [GROUPS]: () => pending }) }) };
/** Many groups with long names and many holders. */
export const LongContent: Story = {
  ...screenStory({
    route,
    session: signedIn(fund),
    api: api({
      [GROUPS]: () => ({
        json: {
          groups: Array.from({ length: 4 }, (_, n) => {
            const id = uuid(400 + n);
            return permissionGroup({
              id,
              name: `Prospective limited partners from the ${n + 1}. fundraising roadshow in the Nordics and DACH`,
              holders: Array.from({ length: 8 }, (_, h) => ({
                id: uuid(500 + n * 10 + h),
                groupId: id,
                kind: 'email' as const,
                email: `investment.committee.member${h}@family-office-number-${n}.example`,
                profileId: null,
                profileName: null,
                role: null,
                createdAt: '2026-11-20T09:30:00.000Z',
              })),
            });
          }),
        },
      }),
    }),
  }),
};
/** A holder (or a manager acting as another profile): told that only the fund's managers change permissions. */
export const Holder: Story = {
  ...screenStory({
    route,
    session: signedIn(investor),
    api: api({ [ROOM]: () => treeReply(dataRoom({ canManage: false }), managerItems()) }),
  }),
};
export const ManagerActingAsAnotherFund: Story = { ...screenStory({ route, session: signedIn(otherFund), api: api() }) };
export const Loading: Story = { ...screenStory({ route, session: signedIn(fund), api: api({ [ROOM]: () => pending }) }) };
export const NotFound: Story = {
  ...screenStory({ route, session: signedIn(fund), api: api({ [ROOM]: () => errorReply(404, 'This data room does not exist.') }) }),
};
export const Failed: Story = {
  ...screenStory({
    route,
    session: signedIn(fund),
    api: api({ [ROOM]: () => errorReply(503, 'The data room is not available right now.') }),
  }),
};
export const Narrow: Story = { ...Manager, ...narrow };
/** Signed out: the sign-in prompt, which returns here after sign-in (no call is made). */
export const SignedOut: Story = { ...screenStory({ route }) };
