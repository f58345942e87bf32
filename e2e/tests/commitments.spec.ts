import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { auth, demoAccounts, short, signedInPage } from '../support/accounts';
import { screenshot } from '../support/screenshots';

// Issue 18's GP journey on the demo fund: the GP sets the first close goal, records two LPs (one soft, one hard)
// through the commitment investor form, sees the progress bar move, and exports the filtered book as XLSX, which
// opens (parsed here with exceljs) and holds exactly the rows the grid shows.

test('a GP sets a first close goal, records a soft and a hard LP, the close moves, and the filtered XLSX opens', async ({
  browser,
  request,
}) => {
  const login = await request.post('/api/auth/login', { data: demoAccounts.user });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { token: string }).token;
  const mine = await request.get('/api/profiles/mine', { headers: auth(token) });
  const body = (await mine.json()) as { id: string; type: string }[] | { items: { id: string; type: string }[] };
  const fund = { id: (Array.isArray(body) ? body : body.items).find((p) => p.type === 'fund')!.id, type: 'fund' as const };
  const tag = short();

  const { context, page, errors } = await signedInPage(browser, token, fund);
  try {
    await page.goto('/commitmentsAndBook');
    await expect(page.getByRole('heading', { level: 1, name: 'Commitments & Book' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'LP commitments' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible();

    // The first close goal, through the closing form (its message word for word when the name is blank).
    await page
      .getByRole('button', { name: /Edit goal|Set goal/ })
      .first()
      .click();
    const goalForm = page.getByRole('form', { name: 'First close goal' });
    await goalForm.getByRole('textbox', { name: 'Closing name' }).fill('');
    await goalForm.getByRole('button', { name: 'Save goal' }).click();
    await expect(goalForm.getByText('Closing name is a required')).toBeVisible();
    await goalForm.getByRole('textbox', { name: 'Closing name' }).fill(`First close ${tag}`);
    await goalForm.getByLabel('Target closing date').fill('2027-03-31');
    await goalForm.getByRole('textbox', { name: 'Closing goal' }).fill('200000000');
    await goalForm.getByRole('button', { name: 'Save goal' }).click();
    await expect(goalForm).toBeHidden();
    await expect(page.getByText(`First close ${tag}`)).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'First close progress' });
    const before = Number(await bar.getAttribute('aria-valuenow'));
    await screenshot(page, 'commitments-01-book');

    async function addLp(name: string, kind: 'soft' | 'hard', amount: string) {
      await page.getByRole('button', { name: 'Add LP' }).first().click();
      const form = page.getByRole('form', { name: 'Commitment investor' });
      await form.getByRole('textbox', { name: 'Investor name' }).fill(name);
      await form.getByRole('textbox', { name: 'Email' }).fill(`${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.test`);
      await form.getByRole('textbox', { name: 'Phone' }).fill('+46 8 123 4567');
      await form.getByRole('textbox', { name: 'Investor HQ' }).fill('Stockholm');
      await form.getByRole('combobox', { name: /Investor type/ }).click();
      await page.getByRole('option', { name: 'Pension fund' }).click();
      await form.getByRole('combobox', { name: /^Closing/ }).click();
      await page.getByRole('option', { name: 'First close' }).click();
      await form.getByRole('textbox', { name: kind === 'soft' ? 'Soft amount' : 'Hard amount' }).fill(amount);
      await form.getByRole('button', { name: 'Add to the book' }).click();
      await expect(form).toBeHidden();
    }

    await addLp(`Soft LP ${tag}`, 'soft', '10000000');
    await expect(page.getByText(/Soft, not yet hard/).first()).toBeVisible();
    await addLp(`Hard LP ${tag}`, 'hard', '20000000');
    // 20m more hard on a 200m goal: the bar moves by 10 points.
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeCloseTo(before + 10, 0);

    // Filter the grid to this run's two LPs, then export: the file holds exactly those rows.
    await page.getByRole('textbox', { name: 'Search LPs' }).fill(tag);
    await expect(grid.getByText(`Soft LP ${tag}`)).toBeVisible();
    await expect(grid.getByText(`Hard LP ${tag}`)).toBeVisible();
    await screenshot(page, 'commitments-02-filtered-book');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export XLSX' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('lp-commitments.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.getWorksheet('LP commitments')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const nameColumn = header.indexOf('Investor name') + 1;
    expect(nameColumn).toBeGreaterThan(0);
    const names = [];
    for (let r = 2; r <= sheet.rowCount; r++) names.push(sheet.getRow(r).getCell(nameColumn).value);
    expect(names.sort()).toEqual([`Hard LP ${tag}`, `Soft LP ${tag}`]);

    await page.getByRole('textbox', { name: 'Search LPs' }).fill('');
    await page.getByRole('heading', { name: 'Statistics' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'commitments-03-statistics');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
