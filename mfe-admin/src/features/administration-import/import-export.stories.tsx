import type { ImportReport, ImportRow } from '@fundnet/validation-schema';
import {
  type ApiRoutes,
  errorReply,
  narrow,
  pending,
  type RecordedRequest,
  screenStory,
  signedIn,
  type TestReply,
} from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { AreaRoutes } from '../../routes';
import { adminMe, stats } from '../approvals/testing';

// /admin/importExport: import market data from a sheet and export lists of profiles, on the administration-import
// contract (POST api/administration/import), shaped like the page's test (import-export.test.tsx). The page reads
// nothing until a sheet is chosen: the check and import states choose one in their play function (Storybook runs it;
// the jsdom story test renders the page before the choice).
const meta = { title: 'Admin/Import and export', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const IMPORT = 'POST /api/administration/import';
const route = { at: '/admin/importExport', path: '*' };
const admin = signedIn(null);
const adminApi = (routes: ApiRoutes = {}): ApiRoutes => ({
  'GET /api/users/get-me': () => ({ json: adminMe(true) }),
  'GET /api/administration/stats/approvals': () => ({ json: stats({ fundInfo: 3 }) }),
  ...routes,
});

const fileName = 'market-data-november-2026.csv';
const profileId = (n: number) => `0d7a3a52-5a7e-4d0e-8f36-${String(n).padStart(12, '0')}`;
const rows: ImportRow[] = [
  { row: 2, type: 'fund', name: 'Fjordline Ventures II', action: 'create', profileId: null, slug: null, errors: [] },
  { row: 3, type: 'fund', name: 'Northwind Fund II', action: 'update', profileId: profileId(1), slug: 'northwind-fund-ii', errors: [] },
  { row: 4, type: 'investor', name: 'Helvetia Family Office', action: 'create', profileId: null, slug: null, errors: [] },
  { row: 5, type: 'serviceProvider', name: 'Lexington Fund Administration', action: 'create', profileId: null, slug: null, errors: [] },
  {
    row: 6,
    type: 'fund',
    name: 'Tidewater Seed I',
    action: 'error',
    profileId: null,
    slug: null,
    errors: ['Target fund size: must be a number', 'Vintage year: must be between 1990 and 2030'],
  },
  {
    row: 7,
    type: null,
    name: 'Meridian Co-Invest',
    action: 'error',
    profileId: null,
    slug: null,
    errors: ['Type: must be fund, investor or serviceProvider'],
  },
];
const report = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  mode: 'dryRun',
  applied: false,
  fileName,
  total: rows.length,
  create: 3,
  update: 1,
  failed: 2,
  ignoredColumns: ['Internal notes'],
  rows,
  ...overrides,
});
const cleanRows = rows.slice(0, 4);
const clean = report({ total: cleanRows.length, failed: 0, ignoredColumns: [], rows: cleanRows });
const applied = report({
  ...clean,
  mode: 'apply',
  applied: true,
  rows: cleanRows.map((row, i) => ({
    ...row,
    profileId: row.profileId ?? profileId(10 + i),
    slug: row.slug ?? row.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  })),
});
/** The dry run answers `check`, the apply `apply`. */
type Reply = TestReply | typeof pending;
const importing =
  (check: Reply, apply: Reply = { json: applied }) =>
  (request: RecordedRequest): Reply =>
    String(request.body ?? '').includes('apply') ? apply : check;

const sheet = () => new File(['Type,Name\nfund,Fjordline Ventures II\nfund,Northwind Fund II\n'], fileName, { type: 'text/csv' });
const chooseSheet = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.upload(await canvas.findByTestId('import-file', {}, { timeout: 10_000 }), sheet());
  return canvas;
};

/** Before a sheet is chosen: the import and the export panels. */
export const ImportExport: Story = { ...screenStory({ route, session: admin, api: adminApi() }) };
/** A sheet checked (dry run) with rows that have errors: the error file instead of the import. */
export const CheckedWithErrors: Story = {
  ...screenStory({ route, session: admin, api: adminApi({ [IMPORT]: importing({ json: report() }) }) }),
  play: async ({ canvasElement }) => {
    const canvas = await chooseSheet(canvasElement);
    await expect(await canvas.findByText(/2 of 6 rows have errors/, {}, { timeout: 10_000 })).toBeVisible();
  },
};
/** A clean sheet checked: ready to import. */
export const ReadyToImport: Story = {
  ...screenStory({ route, session: admin, api: adminApi({ [IMPORT]: importing({ json: clean }) }) }),
  play: async ({ canvasElement }) => {
    const canvas = await chooseSheet(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Import 4 rows' }, { timeout: 10_000 })).toBeVisible();
  },
};
/** The clean sheet imported: the created and updated profiles, linked. */
export const Imported: Story = {
  ...screenStory({ route, session: admin, api: adminApi({ [IMPORT]: importing({ json: clean }) }) }),
  play: async ({ canvasElement }) => {
    const canvas = await chooseSheet(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Import 4 rows' }, { timeout: 10_000 }));
    await expect(await canvas.findByText(`Imported ${fileName}: 3 created, 1 updated.`, {}, { timeout: 10_000 })).toBeVisible();
  },
};
/** The sheet is being checked. */
export const Checking: Story = {
  ...screenStory({ route, session: admin, api: adminApi({ [IMPORT]: importing(pending) }) }),
  play: async ({ canvasElement }) => {
    const canvas = await chooseSheet(canvasElement);
    await expect(await canvas.findByText('Checking the sheet…', {}, { timeout: 10_000 })).toBeVisible();
  },
};
/** The check failed (the sheet could not be read). */
export const CheckFailed: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({ [IMPORT]: importing(errorReply(400, 'The sheet could not be read: save it as .xlsx or .csv with a header row.')) }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = await chooseSheet(canvasElement);
    await expect(await canvas.findByText('The sheet could not be checked', {}, { timeout: 10_000 })).toBeVisible();
  },
};
export const Narrow: Story = { ...ImportExport, ...narrow };
