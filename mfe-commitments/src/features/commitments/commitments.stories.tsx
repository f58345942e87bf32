import { type ApiHandler, errorReply, narrow, pending, screenStory, signedIn, type TestReply } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import {
  bookPage,
  closingGoal,
  commitmentGraph,
  commitmentRow,
  emptyInteractions,
  emptyStatistics,
  fundId,
  fundProfile,
  interactions,
  investorProfile,
  pass,
  statistics,
} from './testing';

// /commitmentsAndBook (the fund's books sheet, closing goals, interactions and statistics) and
// /commitmentsAndBook/pass/:fundInfoId (the LP's pass on a fund), on the contract fixtures of ./testing.
const meta = {
  title: 'Commitments/Commitments and book',
  component: AreaRoutes,
  parameters: {
    a11y: {
      config: {
        rules: [
          // Loading or empty, MUI X's grid renders role="grid" without rows: MUI's markup, not ours.
          { id: 'aria-required-children', enabled: false },
          // MUI X Charts gives its <svg> an aria-label without a role; the chart's caption and table carry the data.
          { id: 'aria-prohibited-attr', enabled: false },
        ],
      },
    },
  },
} satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROWS = `/api/commitments/non-binding-commitments/${fundId}`;
const PASS = `/api/commitments/passed-oportunity/${fundId}`;

interface BookApi {
  rows?: ApiHandler;
  first?: ApiHandler;
  final?: ApiHandler;
  statistics?: ApiHandler;
  interactions?: ApiHandler;
  graph?: ApiHandler;
  pass?: ApiHandler;
}

/** The commitments API: each route as `over` says, else the filled book of the fixtures. */
const bookApi =
  (over: BookApi = {}): ApiHandler =>
  (request) => {
    const answer = (handler: ApiHandler | undefined, fallback: () => TestReply) => (handler ? handler(request) : fallback());
    if (request.path === ROWS)
      return answer(over.rows, () => ({
        json: bookPage(
          [1, 2, 3, 4, 5].map((n) => commitmentRow(n)),
          14,
        ),
      }));
    if (request.path === '/api/commitments/first-closing-goal') return answer(over.first, () => ({ json: { goal: closingGoal('first') } }));
    if (request.path === '/api/commitments/final-closing-goal') return answer(over.final, () => ({ json: { goal: closingGoal('final') } }));
    if (request.path === '/api/commitments/statistics') return answer(over.statistics, () => ({ json: statistics() }));
    if (request.path === '/api/commitments/profile-interactions') return answer(over.interactions, () => ({ json: interactions() }));
    if (request.path.startsWith('/api/commitments/graph/')) {
      const kind = request.path.endsWith('/commitments') ? 'commitments' : 'pass-reasons';
      return answer(over.graph, () => ({ json: commitmentGraph(kind, request.query.type ?? 'all') }));
    }
    if (request.path === PASS && request.method === 'GET') return answer(over.pass, () => ({ json: { pass: null } }));
    return undefined;
  };

const book = { at: '/commitmentsAndBook', path: '*' };
const passPage = { at: `/commitmentsAndBook/pass/${fundId}`, path: '*' };
const fund = signedIn(fundProfile);
const investor = signedIn(investorProfile);

/** A fund's book: both closes under way, five LPs of fourteen, the interaction rates and the charts. */
export const Book: Story = { ...screenStory({ route: book, session: fund, api: bookApi() }) };

/** A new raise: no goals, no LPs, no interactions, no passes. */
export const BookEmpty: Story = {
  ...screenStory({
    route: book,
    session: fund,
    api: bookApi({
      rows: () => ({ json: bookPage([]) }),
      first: () => ({ json: { goal: null } }),
      final: () => ({ json: { goal: null } }),
      statistics: () => ({ json: emptyStatistics() }),
      interactions: () => ({ json: emptyInteractions() }),
      graph: (request) => ({
        json: commitmentGraph(request.path.endsWith('/commitments') ? 'commitments' : 'pass-reasons', request.query.type ?? 'all', true),
      }),
    }),
  }),
};

export const BookLoading: Story = {
  ...screenStory({
    route: book,
    session: fund,
    api: bookApi({
      rows: () => pending,
      first: () => pending,
      final: () => pending,
      statistics: () => pending,
      interactions: () => pending,
      graph: () => pending,
    }),
  }),
};

/** The book cannot be read: the page shows the grid's empty state and zero figures (it has no error message of its own). */
export const BookError: Story = {
  ...screenStory({
    route: book,
    session: fund,
    api: bookApi({
      rows: () => errorReply(503, 'The book is not available right now.'),
      first: () => errorReply(503, 'The book is not available right now.'),
      final: () => errorReply(503, 'The book is not available right now.'),
      statistics: () => errorReply(503, 'The book is not available right now.'),
      interactions: () => errorReply(503, 'The book is not available right now.'),
      graph: () => errorReply(503, 'The book is not available right now.'),
    }),
  }),
};

/** A full page of LPs with long names, entities, notes and keys; closes past their goal; many pass reasons. */
export const BookLongContent: Story = {
  ...screenStory({
    route: book,
    session: fund,
    api: bookApi({
      rows: () => ({
        json: bookPage(
          Array.from({ length: 10 }, (_, i) =>
            commitmentRow(i + 1, {
              investorName: `Pensionskasse der Kantonalen Verwaltung und Öffentlichen Unternehmen ${i + 1}`,
              investmentEntity: 'Pensionskasse der Kantonalen Verwaltung – Private Markets Sub-Fund Alternative Investments II',
              note: 'Met at SuperReturn Berlin; wants the LPA side letter on co-investment rights before the IC in January, and a call with the CFO.',
              keyPerson: 'Dr. Annemarie Schönberger-Lindqvist',
              passReason: i === 9 ? 'governanceConcerns' : null,
            }),
          ),
          137,
        ),
      }),
      first: () => ({
        json: {
          goal: closingGoal('first', {
            closingName: 'First close of Northwind Climate Software Opportunities Fund III (main vehicle and parallel fund)',
            progress: {
              hard: 23_500_000,
              soft: 6_000_000,
              ratio: 1.175,
              softRatio: 0.3,
              lps: 27,
              otherCurrencyRows: 4,
              convertedRows: 3,
              conversions: [{ currency: 'USD', rows: 3, rate: 0.92 }],
              rates: [
                { currency: 'EUR', unitsPerUsd: 0.92, updatedAt: '2026-03-30T08:00:00.000Z' },
                { currency: 'USD', unitsPerUsd: 1, updatedAt: '2026-01-01T00:00:00.000Z' },
              ],
              unconverted: [{ currency: 'ZAR', rows: 1 }],
            },
          }),
        },
      }),
      statistics: () => ({
        json: statistics({
          passes: 24,
          passReasons: [
            { reason: 'inappropriateFees', label: 'Inappropriate fees', count: 6 },
            { reason: 'strategyMismatch', label: 'Strategy does not fit our mandate', count: 5 },
            { reason: 'allocationFull', label: 'Allocation for this asset class is full', count: 4 },
            { reason: 'esgRequirementsNotMet', label: 'ESG / impact requirements not met', count: 3 },
            { reason: 'timing', label: 'Timing does not fit our investment cycle', count: 3 },
            { reason: 'other', label: 'Other', count: 3 },
          ],
        }),
      }),
      graph: (request) =>
        request.path.endsWith('/commitments') || request.query.type === 'lpType'
          ? { json: commitmentGraph(request.path.endsWith('/commitments') ? 'commitments' : 'pass-reasons', request.query.type ?? 'all') }
          : {
              json: {
                ...commitmentGraph('pass-reasons', 'reason'),
                labels: [
                  'Inappropriate fees',
                  'Strategy does not fit our mandate',
                  'Allocation for this asset class is full',
                  'ESG / impact requirements not met',
                  'Timing does not fit our investment cycle',
                  'Other',
                ],
                series: [{ key: 'passes', label: 'Passes', values: [6, 5, 4, 3, 3, 3] }],
              },
            },
    }),
  }),
};

export const BookNarrow: Story = { ...Book, ...narrow };

export const BookSignedOut: Story = { ...screenStory({ route: book }) };

/** Signed in without choosing a profile. */
export const BookNoProfile: Story = { ...screenStory({ route: book, session: signedIn(null) }) };

/** An investor: the books sheet is for funds. */
export const BookAsInvestor: Story = { ...screenStory({ route: book, session: investor, api: bookApi() }) };

/** An LP who has not passed on the fund yet. */
export const Pass: Story = { ...screenStory({ route: passPage, session: investor, api: bookApi() }) };

/** An LP who passed, with its reason and note: change or revoke it. */
export const PassRecorded: Story = {
  ...screenStory({ route: passPage, session: investor, api: bookApi({ pass: () => ({ json: { pass: pass() } }) }) }),
};

export const PassLoading: Story = { ...screenStory({ route: passPage, session: investor, api: bookApi({ pass: () => pending }) }) };

/** The fund of the address does not exist. */
export const PassFundNotFound: Story = {
  ...screenStory({ route: passPage, session: investor, api: bookApi({ pass: () => errorReply(404, 'This fund does not exist.') }) }),
};

/** A long note on the pass. */
export const PassLongNote: Story = {
  ...screenStory({
    route: passPage,
    session: investor,
    api: bookApi({
      pass: () => ({
        json: {
          pass: pass({
            reason: 'governanceConcerns',
            note: 'The LPA gives the GP a unilateral right to extend the fund term twice without LPAC consent, the key-person clause names only one partner, and the proposed LPAC has no independent members. We would reconsider for a successor fund if these terms change.',
          }),
        },
      }),
    }),
  }),
};

export const PassNarrow: Story = { ...PassRecorded, ...narrow };

/** A fund: passes are recorded by investors. */
export const PassAsFund: Story = { ...screenStory({ route: passPage, session: fund, api: bookApi() }) };

export const PassSignedOut: Story = { ...screenStory({ route: passPage }) };
