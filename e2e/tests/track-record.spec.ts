import { expect, test } from '@playwright/test';
import { auth, createFund, short, signedInPage, signUp } from '../support/accounts';
import { screenshot } from '../support/screenshots';

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

  const sectors = page.getByTestId('chart-sectorsByCost');
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
  await page.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: 'Alpine Data' }).click();
  await page.getByRole('textbox', { name: 'Name of graduation' }).fill('Series A');
  await page.getByRole('combobox', { name: 'Stage of investment' }).click();
  await page.getByRole('option', { name: 'SeriesA' }).click();
  await page.getByLabel('Closing date').fill('2021-05-20');
  await page.getByRole('spinbutton', { name: 'Pre-money valuation' }).fill('20000000');
  await page.getByRole('spinbutton', { name: 'Post-money valuation' }).fill('25000000');
  await page.getByRole('spinbutton', { name: 'Round size' }).fill('5000000');
  await page.getByRole('spinbutton', { name: /Fund investment amount/ }).fill('500000');
  await page.getByRole('spinbutton', { name: 'Fund ownership after the round (%)' }).fill('12');
  await page.getByRole('button', { name: 'Add round' }).click();
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
