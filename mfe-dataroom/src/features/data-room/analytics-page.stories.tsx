import { type ApiRoutes, errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AnalyticsPage } from './analytics-page';
import { dataRoom, fund, investor, manyViews, otherFund, roomId, roomView, statistics, treeReply } from './testing';

// /dataRoom/:dataRoomId/analytics: the room's figures and every view with its time per page (managers), on the
// area's contract fixtures (./testing).
const meta = { title: 'Data room/Analytics', component: AnalyticsPage } satisfies Meta<typeof AnalyticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROOM = `GET /api/data-room/${roomId}`;
const STATS = `GET /api/data-room/statistics/${roomId}`;
const VIEWS = `GET /api/data-room/views/${roomId}`;
const route = { at: `/dataRoom/${roomId}/analytics`, path: '/dataRoom/:dataRoomId/analytics' };

const api = (over: ApiRoutes = {}): ApiRoutes => ({
  [ROOM]: () => treeReply(),
  [STATS]: () => ({ json: statistics() }),
  [VIEWS]: () => ({
    json: { views: [roomView(), roomView(1, { downloadedAt: '2026-11-24T13:10:00.000Z', pagesReadPercent: 100 })] },
  }),
  ...over,
});

/** A manager acting as the fund: figures, views with time per page, CSV export. */
export const Manager: Story = { ...screenStory({ route, session: signedIn(fund), api: api() }) };
/** Nobody has opened a file yet. */
export const NoViews: Story = {
  ...screenStory({
    route,
    session: signedIn(fund),
    api: api({
      [STATS]: () => ({ json: statistics({ fileViews: 0, downloads: 0, openingRate: 0, averageTimeMs: 0, lastView: null }) }),
      [VIEWS]: () => ({ json: { views: [] } }),
    }),
  }),
};
/** A view whose page times have not arrived yet (the reader's are sent as they read): a dash, not an empty bar chart. */
export const ViewWithoutPageTimes: Story = {
  ...screenStory({
    route,
    session: signedIn(fund),
    api: api({
      [VIEWS]: () => ({ json: { views: [roomView(), roomView(1, { pages: [], pagesReadPercent: null, durationMs: 0 })] } }),
    }),
  }),
};
/** Many views of a long document. */
export const LongContent: Story = {
  ...screenStory({
    route,
    session: signedIn(fund),
    api: api({
      [STATS]: () => ({ json: statistics({ fileViews: 30, downloads: 10, averageTimeMs: 77_500 }) }),
      [VIEWS]: () => ({ json: { views: manyViews() } }),
    }),
  }),
};
export const FiguresLoading: Story = { ...screenStory({ route, session: signedIn(fund), api: api({ [STATS]: () => pending }) }) };
export const FiguresFailed: Story = {
  ...screenStory({
    route,
    session: signedIn(fund),
    api: api({ [VIEWS]: () => errorReply(503, 'Analytics are not available right now.') }),
  }),
};
/** A holder (or a manager acting as another profile): told that only the fund's managers see analytics. */
export const Holder: Story = {
  ...screenStory({ route, session: signedIn(investor), api: api({ [ROOM]: () => treeReply(dataRoom({ canManage: false }), []) }) }),
};
export const ManagerActingAsAnotherFund: Story = { ...screenStory({ route, session: signedIn(otherFund), api: api() }) };
export const Loading: Story = { ...screenStory({ route, session: signedIn(fund), api: api({ [ROOM]: () => pending }) }) };
export const NotFound: Story = {
  ...screenStory({ route, session: signedIn(fund), api: api({ [ROOM]: () => errorReply(404, 'This data room does not exist.') }) }),
};
export const Narrow: Story = { ...Manager, ...narrow };
/** Signed out: the sign-in prompt, which returns here after sign-in (no call is made). */
export const SignedOut: Story = { ...screenStory({ route }) };
