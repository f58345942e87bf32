import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { adminPage, short } from '../support/accounts';
import { screenshot } from '../support/screenshots';

// Issue 20.4: an administrator imports market data from a sheet with one bad row, downloads the error file, fixes the
// row, imports the sheet (all or nothing) and finds the new unclaimed fund in discovery.

const header = [
  'Type',
  'Name',
  'Website',
  'Headline',
  'Summary',
  'Keywords',
  'Sector focus',
  'Stage focus',
  'Strategy type',
  'Target fund size',
  'Currency',
  'Fundraising status',
];

async function sheet(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Market data');
  worksheet.addRow(header);
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('an administrator imports a sheet, fixes its bad row from the error file and finds the new unclaimed fund in discovery', async ({
  browser,
}) => {
  const id = short();
  const fundName = `Fjordline Ventures ${id}`;
  const otherName = `Tidewater Seed Fund ${id}`;
  const good = [
    'fund',
    fundName,
    `https://fjordline-${id}.example`,
    'Pre-seed and seed in Norway',
    'Fjordline backs Norwegian software founders.',
    'Norway, SaaS',
    'fintech',
    'Seed',
    'fundsVc',
    '40000000',
    'EUR',
    'currently-fundraising',
  ];
  const bad = [
    'fund',
    otherName,
    '',
    'Climate seed fund',
    '',
    'Climate',
    'climateTech',
    'Seed',
    'fundsVc',
    'forty million',
    'EUR',
    'currently-fundraising',
  ];

  const { context, page, errors } = await adminPage(browser);
  await page.goto('/admin/importExport');
  await expect(page.getByRole('heading', { name: 'Import and export', level: 1 })).toBeVisible();

  // 1. The dry run finds the bad row; nothing can be imported yet.
  await page.getByTestId('import-file').setInputFiles({
    name: 'market-data.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await sheet([good, bad]),
  });
  await expect(page.getByText('1 of 2 rows have errors.', { exact: false })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Rows of the sheet' });
  await expect(rows.getByRole('row').filter({ hasText: otherName })).toContainText('Target fund size: must be a number');
  await expect(page.getByRole('button', { name: /^Import \d+ rows?$/ })).toHaveCount(0);
  await screenshot(page, 'admin-import-01-dry-run-with-error');

  // 2. The error file holds the bad row as sent, with its message.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the error file (.xlsx)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('market-data-errors.xlsx');
  const errorBook = new ExcelJS.Workbook();
  await errorBook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const errorSheet = errorBook.worksheets[0]!;
  expect(errorSheet.rowCount).toBe(2);
  expect(errorSheet.getRow(2).getCell(2).value).toBe(otherName);
  expect(String(errorSheet.getRow(2).getCell(header.length + 1).value)).toContain('Target fund size: must be a number');

  // 3. Fixed, the sheet checks clean and imports in one go.
  const fixed = [...bad];
  fixed[9] = '40000000';
  await page.getByTestId('import-file').setInputFiles({
    name: 'market-data.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await sheet([good, fixed]),
  });
  await expect(page.getByText('Checked market-data.xlsx: nothing was written yet.')).toBeVisible();
  await screenshot(page, 'admin-import-02-dry-run-clean');
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('Imported market-data.xlsx: 2 created, 0 updated.')).toBeVisible();
  await expect(rows.getByRole('link', { name: fundName })).toHaveAttribute('href', /\/fund\/fjordline-ventures-/);
  await screenshot(page, 'admin-import-03-applied');

  // 4. The new fund is published, unclaimed, and in discovery.
  await page.goto(`/fund/discovery?search=${encodeURIComponent(fundName)}`);
  await expect(page.getByRole('link', { name: fundName }).first()).toBeVisible();
  await screenshot(page, 'admin-import-04-discovery');
  await page.getByRole('link', { name: fundName }).first().click();
  await expect(page.getByRole('heading', { name: fundName, level: 1 })).toBeVisible();
  const claimability = await page.request.get(`/api/fund-info/public/${page.url().split('/fund/')[1]!.split(/[?#]/)[0]}`);
  expect(claimability.status()).toBe(200);
  await screenshot(page, 'admin-import-05-fund-page');

  expect(errors).toEqual([]);
  await context.close();
});
