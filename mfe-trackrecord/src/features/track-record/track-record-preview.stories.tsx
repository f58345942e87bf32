import { type ApiHandler, errorReply, narrow, pending, screenStory, signedIn, type StorySession } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import { fund, investmentRows, investor, recordId, type TrackRecordWorld, trackRecord, trackRecordApi, trackRecordWorld } from './testing';

// /fund/:slug/trackRecordPreview/:trackRecordId as its route mounts it: a track record as visitors see it, and as its
// fund sees it (its own grid settings apply), on the api/track-record fixtures of ./testing.
const meta = { title: 'Track record/Preview', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = { at: `/fund/northwind-capital/trackRecordPreview/${recordId(1)}`, path: '*' };
const ONE = `GET /api/track-record/${recordId(1)}`;

/** The track record from `world`; `one` answers its read instead (loading, error). */
const preview = (session: StorySession, world: TrackRecordWorld, one?: ApiHandler) =>
  screenStory({
    route,
    session,
    api: (request) => (one && `${request.method} ${request.path}` === ONE ? one(request) : trackRecordApi(world)(request)),
  });

/** A signed-out visitor: metrics, investments and charts, no grid settings of the fund. */
export const Visitor: Story = { ...preview('visitor', trackRecordWorld()) };
/** The fund itself: its saved grid settings (hidden columns) apply. */
export const Owner: Story = {
  ...preview(signedIn(fund), trackRecordWorld({ hiddenColumns: ['website', 'investmentEntity', 'investmentType', 'description'] })),
};
/** Signed in as an investor looking at the fund's track record (as a visitor sees it). */
export const SignedInInvestor: Story = { ...preview(signedIn(investor), trackRecordWorld()) };
export const Loading: Story = { ...preview('visitor', trackRecordWorld(), () => pending) };
/** Not visible, or no such track record: the page says so and points to discovery. */
export const NotAvailable: Story = {
  ...preview('visitor', trackRecordWorld(), () => errorReply(404, 'This track record does not exist.')),
};
export const Failed: Story = {
  ...preview('visitor', trackRecordWorld(), () => errorReply(503, 'Track records are not available right now.')),
};
/** A long name in the heading and a long sheet. */
export const LongContent: Story = {
  ...preview(
    'visitor',
    trackRecordWorld({
      records: [trackRecord(1, { name: 'Northwind Growth & Opportunities Fund III — Continuation Vehicle (2017–2021 vintage)' })],
      rows: investmentRows(30),
    }),
  ),
};
export const Narrow: Story = { ...Visitor, ...narrow };
