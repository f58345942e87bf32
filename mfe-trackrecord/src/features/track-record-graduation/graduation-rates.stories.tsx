import { type ApiHandler, errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AreaRoutes } from '../../routes';
import { fund, investmentId, investor, newTrackRecord, recordId, trackRecord, trackRecordWorld } from '../track-record/testing';
import { type GraduationWorld, graduationApi, graduationFund, graduationGraph } from './testing';

// /graduationRates and /fund/graduationRates/:trackRecordId/edit as their routes mount them, on the
// api/track-record-graduation fixtures of ./testing.
const meta = { title: 'Track record/Graduation rates', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = { at: '/graduationRates', path: '*' };
const world = (change: Partial<GraduationWorld> = {}): GraduationWorld => ({
  ...trackRecordWorld(),
  fund: graduationFund(),
  graph: graduationGraph(),
  ...change,
});

/** The fund's graduations from `w`; `over` answers first when it returns a reply (loading, errors). */
const rates = (w: GraduationWorld, over?: ApiHandler, at = route) =>
  screenStory({
    route: at,
    session: signedIn(fund),
    api: async (request) => (over ? await over(request) : undefined) ?? graduationApi(w)(request),
  });
/** `reply` to the reads of `path` (or of every path under it, ending in /). */
const when =
  (path: string, reply: ReturnType<ApiHandler>): ApiHandler =>
  (request) =>
    request.method === 'GET' && (path.endsWith('/') ? request.path.startsWith(path) : request.path === path) ? reply : undefined;

/** Statistics, the cohort table, "Add a round" (folded: the fund has rounds) and the companies of its first track record. */
export const Filled: Story = { ...rates(world()) };
/** "Add a round" opened from its button, under the cohorts. */
export const AddRoundOpen: Story = {
  ...rates(world()),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Add a round' }, { timeout: 10_000 }));
    await expect(await page.findByRole('form', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
/** Companies but no round yet: the cohorts say so and the round form is open by itself. */
export const NoRoundsYet: Story = {
  ...rates(
    world({
      fund: {
        ...graduationFund(),
        companies: graduationFund().companies.map((c) => ({ ...c, graduations: [], stageOfLastGraduation: null })),
      },
    }),
  ),
};
/** The edit address opens on the track record it names (here the second). */
export const EditTrackRecord: Story = {
  ...rates(world({ records: [trackRecord(1), trackRecord(2, { name: 'Northwind Fund II' })] }), undefined, {
    at: `/fund/graduationRates/${recordId(2)}/edit`,
    path: '*',
  }),
};
export const Loading: Story = { ...rates(world(), when('/api/track-record', pending)) };
export const LoadingGraduations: Story = { ...rates(world(), when('/api/track-record-graduation/fund/', pending)) };
/** No track record yet: nothing to compute from. */
export const Empty: Story = { ...rates(world({ records: [] })) };
/** A track record without companies yet: statistics at zero, no cohorts, an empty table. */
export const NoCompaniesYet: Story = {
  ...rates(world({ records: [newTrackRecord(1)], rows: [], fund: graduationFund(0), graph: graduationGraph(true) })),
};
/** The track records could not be loaded: the page says so. */
export const Failed: Story = {
  ...rates(world(), when('/api/track-record', errorReply(503, 'Track records are not available right now.'))),
};
/** The track records load but their graduation rates do not: the page says so (it used to load forever). */
export const GraduationsFailed: Story = {
  ...rates(world(), when('/api/track-record-graduation/fund/', errorReply(503, 'Graduation rates are not available right now.'))),
};
/** Many companies with long names in the wide table. */
export const LongContent: Story = {
  ...rates(
    world({
      records: [trackRecord(1, { name: 'Northwind Growth & Opportunities Fund III — Continuation Vehicle (2017–2021 vintage)' })],
      fund: {
        ...graduationFund(30),
        companies: graduationFund(30).companies.map((company, n) =>
          n === 0 ? { ...company, companyName: 'Kestrel Payments Infrastructure & Embedded Finance Holdings International GmbH' } : company,
        ),
      },
    }),
  ),
};
/** The per-company overview (?company=): the company's figures and its rounds, each with Delete. */
export const CompanyOverview: Story = {
  ...rates(world(), undefined, { at: `/graduationRates?company=${investmentId(2)}`, path: '*' }),
};
/** A company without rounds yet. */
export const CompanyWithoutRounds: Story = {
  ...rates(world(), undefined, { at: `/graduationRates?company=${investmentId(1)}`, path: '*' }),
};
/** Deleting a round asks first; confirming deletes it and the statistics are read again. */
export const DeleteRoundConfirm: Story = {
  ...rates(world(), undefined, { at: `/graduationRates?company=${investmentId(0)}`, path: '*' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Delete round Series A' }, { timeout: 10_000 }));
    // The dialog fades in: visible once its transition has run.
    const dialog = await page.findByRole('dialog', { name: 'Delete the round “Series A”?' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
/** The server refuses the deletion (a viewer of the fund): its message in the confirmation. */
export const DeleteRoundRefused: Story = {
  ...rates(
    world(),
    (request) =>
      request.method === 'DELETE' ? errorReply(403, 'This needs the editor role or higher on the profile; you are viewer.') : undefined,
    { at: `/graduationRates?company=${investmentId(4)}`, path: '*' },
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Delete round Series A' }, { timeout: 10_000 }));
    const dialog = await page.findByRole('dialog', { name: 'Delete the round “Series A”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete round' }));
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => expect(alert).toBeVisible());
  },
};
export const Narrow: Story = { ...Filled, ...narrow };
/** Signed in with an investor profile (a visitor sees the same): asked to choose a fund. */
export const NotAFund: Story = { ...screenStory({ route, session: signedIn(investor) }) };
