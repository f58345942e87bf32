import { type ApiHandler, errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import {
  fund,
  investmentRow,
  investmentRows,
  investor,
  newTrackRecord,
  type TrackRecordWorld,
  trackRecord,
  trackRecordApi,
  trackRecordWorld,
} from './testing';

// /settings/portfolioAndTrackRecords as its route mounts it, on the api/track-record fixtures of ./testing.
const meta = { title: 'Track record/Portfolio and track records', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = { at: '/settings/portfolioAndTrackRecords', path: '*' };
const LIST = 'GET /api/track-record';

/** The fund's own track records from `world`; `list` answers the list instead (loading, error). */
const api =
  (world: TrackRecordWorld, list?: ApiHandler): ApiHandler =>
  (request) =>
    list && `${request.method} ${request.path}` === LIST ? list(request) : trackRecordApi(world)(request);
const asFund = (world: TrackRecordWorld, list?: ApiHandler) => screenStory({ route, session: signedIn(fund), api: api(world, list) });

/** One track record, its metrics (gross MOIC differs from the reported one), investments and the first six charts. */
export const Filled: Story = { ...asFund(trackRecordWorld()) };
export const Loading: Story = { ...asFund(trackRecordWorld(), () => pending) };
/** No track record yet: the fund is asked to create one. */
export const Empty: Story = { ...asFund(trackRecordWorld({ records: [], rows: [] })) };
/** A track record just created: no investments, nothing computed, charts without data. */
export const NoInvestmentsYet: Story = {
  ...asFund(trackRecordWorld({ records: [newTrackRecord(1)], rows: [], emptyCharts: true })),
};
export const Failed: Story = {
  ...asFund(trackRecordWorld(), () => errorReply(503, 'Track records are not available right now.')),
};
/** The track record loads but its charts do not. */
export const ChartsFailed: Story = {
  ...screenStory({
    route,
    session: signedIn(fund),
    api: (request) =>
      request.path.startsWith('/api/track-record/graph/')
        ? errorReply(503, 'Charts are not available right now.')
        : trackRecordApi(trackRecordWorld())(request),
  }),
};
/** Several track records with long names, a long sheet (30 investments) and long company names and descriptions. */
export const LongContent: Story = {
  ...asFund(
    trackRecordWorld({
      records: [
        trackRecord(1, { name: 'Northwind Growth & Opportunities Fund III — Continuation Vehicle (2017–2021 vintage)' }),
        trackRecord(2, { name: 'Northwind Fund II' }),
        newTrackRecord(3),
      ],
      rows: [
        investmentRow(0, {
          name: 'Kestrel Payments Infrastructure & Embedded Finance Holdings International GmbH',
          description:
            'Embedded payments for marketplaces in twelve European countries; the fund led the seed round and followed on in the Series A and B.',
        }),
        ...investmentRows(30).slice(1),
      ],
    }),
  ),
};
/** Column filters from the address (sector any of, status any of, a vintage range): the server answers the matching rows. */
export const Filtered: Story = {
  ...screenStory({
    route: {
      at: `${route.at}?sector=Fintech&sector=Climate&sector=Robotics&status=active&status=write-off&investedFrom=2017-01-01`,
      path: '*',
    },
    session: signedIn(fund),
    api: api(trackRecordWorld()),
  }),
};
/** Filters nothing matches: the grid says so and offers to clear them. */
export const FilteredToNothing: Story = {
  ...screenStory({ route: { at: `${route.at}?search=zzz`, path: '*' }, session: signedIn(fund), api: api(trackRecordWorld()) }),
};
/** A range the wrong way round (typed into the address): the server's message beside the filter, no rows. */
export const FilterRefused: Story = {
  ...screenStory({
    route: { at: `${route.at}?investedFrom=2021-01-01&investedTo=2019-01-01`, path: '*' },
    session: signedIn(fund),
    api: (request) => {
      const message = 'Invested from must be on or before invested to';
      if (request.method === 'GET' && request.path.endsWith('/investments')) return errorReply(422, message, { investedTo: [message] });
      return trackRecordApi(trackRecordWorld())(request);
    },
  }),
};
export const Narrow: Story = { ...Filled, ...narrow };
/** Signed in with an investor profile: track records are for funds. */
export const NotAFund: Story = { ...screenStory({ route, session: signedIn(investor), api: trackRecordApi(trackRecordWorld()) }) };
/** Signed in without choosing a profile (a visitor sees the same): asked to choose one. */
export const NoProfile: Story = { ...screenStory({ route, session: signedIn(null) }) };
