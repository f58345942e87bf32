import { expect, test } from '@playwright/test';
import { auth, createFund, short, signedInPage, signUp } from '../support/accounts';
import { screenshot } from '../support/screenshots';
import { scrollDownUntilVisible } from '../support/scroll';

// Issue 17's journey: a GP downloads the example sheet, imports a copy with two bad rows, fixes the cells in
// place, sees the grid, a chart with its table alternative and the metrics; adds a primary-equity round the fund
// took part in and sees the graduation rate change; the preview shows what a visitor may see.

const header =
  'Company name*,Date of initial investment*,Initial investment cost*,Total investment cost*,Realized value*,Unrealized value*,Primary sector,Country,Entry stage';
const csv = [
  header,
  'Alpine Data,2019-03-01,1000000,1500000,0,4500000,SaaS,Germany,Seed',
  ',2019-06-15,500000,500000,2000000,0,Health,France,Seed', // bad: no company name
  'Baltic Pay,2020-01-10,750000,750000,lots,0,Fintech,Estonia,PreSeed', // bad: realized value not a number
  'Cedar Robotics,2018-09-20,800000,800000,0,0,Industrial tech,Sweden,Seed',
].join('\n');

test('a GP imports a track record, fixes bad cells in place, reads grid, charts and metrics, and records a round', async ({
  browser,
  request,
}) => {
  const gp = await signUp(request, 'Greta', 'Partner');
  const fund = await createFund(request, gp.token, `Fjord Capital ${short()}`);
  const created = await request.post('/api/track-record', {
    headers: auth(gp.token, fund.id),
    data: {
      name: 'Fjord Fund I',
      currency: { label: 'Euro', value: 'EUR' },
      investmentPeriodFrom: 2018,
      investmentPeriodTo: 2021,
      numberOfInvestments: 4,
      investedCapital: { value: 3550000, currency: 'EUR' },
      stageFocus: [{ value: 'Seed', inputVal: 'Seed' }],
      type: 'Fund',
      RVPIconfidence: 'High',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const record = (await created.json()) as { id: string; sheets: { id: string }[] };

  const { context, page, errors } = await signedInPage(browser, gp.token, fund.id);
  await page.goto('/settings/portfolioAndTrackRecords');
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio & track records' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the example spreadsheet' }).click();
  expect((await downloading).suggestedFilename()).toBe('track-record-example.xlsx');

  await page.getByLabel('Spreadsheet file').setInputFiles({ name: 'fjord.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('2 of 4 rows have errors. Fix the marked cells, then import.')).toBeVisible();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Realized value must be a number')).toBeVisible();
  await screenshot(page, 'track-record-01-import-errors');

  await page.getByRole('textbox', { name: 'Company name, row 3' }).fill('Bergen Health');
  await page.getByRole('textbox', { name: 'Realized value, row 4' }).fill('0');
  await page.getByRole('button', { name: 'Import 4 rows' }).click();
  await expect(page.getByText('Imported 4 investments.')).toBeVisible();

  const grid = page.getByRole('grid', { name: 'Investments' });
  await expect(grid.getByText('Bergen Health')).toBeVisible();
  await expect(grid.getByText('Cedar Robotics')).toBeVisible();
  // Paid-in 3.55M; distributions 2M; NAV 4.5M: TVPI 1.83x, DPI 0.56x.
  await expect(page.getByTestId('metric-tvpi')).toHaveText('1.83x');
  await expect(page.getByTestId('metric-dpi')).toHaveText('0.56x');
  await page.getByRole('button', { name: 'How is this computed?' }).first().click();
  await expect(page.getByText('TVPI = DPI + RVPI')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cash flows' })).toBeVisible();

  // The charts load as the reader scrolls down to them (each is rendered once its place nears the screen).
  const sectors = page.getByTestId('chart-sectorsByCost');
  await scrollDownUntilVisible(page, sectors);
  await sectors.scrollIntoViewIfNeeded();
  await expect(sectors.locator('svg').first()).toBeVisible();
  await screenshot(page, 'track-record-02-grid-metrics-charts');
  await sectors.getByRole('button', { name: 'Show Sectors by cost as a table' }).click();
  const table = sectors.getByRole('table', { name: 'Sectors by cost (table)' });
  await expect(table.getByRole('row', { name: /SaaS/ })).toContainText('€1,500,000');
  await screenshot(page, 'track-record-03-chart-as-table');

  // A primary-equity round the fund took part in: Alpine Data graduates, the graduation rate moves.
  await page.goto('/graduationRates');
  await expect(page.getByTestId('stat-Graduation rate')).toHaveText('0.0 %');
  const round = page.getByRole('form', { name: 'Add a round: Primary equity (priced round)' });
  const choose = async (label: RegExp, option: string) => {
    await round.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  const type = (label: RegExp, value: string) => round.getByRole('textbox', { name: label }).fill(value);
  await choose(/^Company/, 'Alpine Data');
  await type(/^Name of graduation/, 'Series A');
  await choose(/^Stage of investment/, 'Series A');
  await round.getByLabel(/^Closing date/).fill('2021-05-20');
  await type(/^Pre-money valuation/, '20000000');
  await type(/^Post-money valuation/, '25000000');
  await type(/^Total investment amount/, '5000000');
  await type(/^Share price(?! of)/, '12.5');
  await type(/^Shares outstanding before the round/, '1600000');
  await type(/^Shares outstanding after the round/, '2000000');
  await type(/^New shares issued/, '400000');
  await choose(/^Security type/, 'Share');
  await type(/^Share class/, 'Series A preferred');
  // The fund took part: its participation fields appear and are required.
  await round.getByRole('checkbox', { name: 'The fund participated in this round' }).check();
  await type(/^Fund entity name/, 'Fjord Fund I SCSp');
  await choose(/^Role in round/, 'Follow');
  await type(/^Shares owned before the round/, '0');
  await type(/^Ownership before the round/, '0');
  await type(/^Shares acquired in the round/, '40000');
  await type(/^Investment amount/, '500000');
  await type(/^Shares owned after the round/, '40000');
  await type(/^Ownership after the round/, '12');
  await choose(/^Liquidation preference/, 'Non-participating');
  await round.getByRole('button', { name: 'Add round' }).click();
  await expect(page.getByText('The round was added.')).toBeVisible();
  await expect(page.getByTestId('stat-Graduation rate')).toHaveText('25.0 %');
  await screenshot(page, 'track-record-04-graduation-rates');

  // The preview: the owner sees it; a visitor does not while it is hidden (and the fund is a draft).
  await page.goto(`/fund/${fund.slug}/trackRecordPreview/${record.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fjord Fund I' })).toBeVisible();
  const visitor = await request.get(`/api/track-record/${record.id}`);
  expect(visitor.status()).toBe(404);

  expect(errors).toEqual([]);
  await context.close();
});
