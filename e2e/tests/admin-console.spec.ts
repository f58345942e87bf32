import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { adminPage, signedInPage, signUp } from '../support/accounts';
import { screenshot } from '../support/screenshots';

// The administration console (issue 20 items 1, 3, 5, 6): the demo administrator finds a user with the list's filters,
// revokes them (the user's open tab, in a second browser context, is signed out on its next request), and exports the
// activity log filtered to revokes, parsing the XLSX to find exactly what the filtered view shows.

test('an administrator filters users, revokes one (their open tab is signed out) and exports the activity log', async ({
  browser,
  request,
}) => {
  const user = await signUp(request, 'Revoka', 'Target');

  // The user's own tab, signed in.
  const member = await signedInPage(browser, user.token);
  await member.page.goto('/userSettings');
  await expect(member.page).toHaveURL(/\/userSettings/);
  await expect(member.page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // 1. The administrator filters the user list.
  const admin = await adminPage(browser);
  const { page } = admin;
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Users' })).toBeVisible();
  await page.getByLabel('E-mail status').click();
  await page.getByRole('option', { name: 'Verified', exact: true }).click();
  await page.getByLabel('Profile type').click();
  await page.getByRole('option', { name: 'No profile', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(user.email);
  const row = page.getByRole('row', { name: new RegExp(user.email.replace(/[.+]/g, '\\$&')) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Users' }).getByRole('row')).toHaveCount(2); // header + the one user
  await expect(page).toHaveURL(/emailStatus=verified/);
  await screenshot(page, 'admin-console-users-filtered');

  // 2. Opens the user and revokes them.
  await row.getByRole('link', { name: user.email }).click();
  await expect(page.getByRole('heading', { name: 'Revoka Target' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sessions of the user' }).getByText('Active')).toBeVisible();
  await page.getByRole('button', { name: 'Revoke', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByText(/^Revoked /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reinstate' })).toBeVisible();
  await screenshot(page, 'admin-console-user-revoked');

  // The user's open tab is signed out on its next request.
  await member.page.reload();
  await expect(member.page).toHaveURL(/\/login/);
  await expect(member.page.getByText('Your session has expired. Please sign in again.').first()).toBeVisible();
  await screenshot(member.page, 'admin-console-revoked-user-signed-out');

  // 3. The activity log, filtered to revokes, shows it; the export is the same filtered view.
  await page.goto('/admin/activity');
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  // The Action menu opens on a press of its combobox; in stop 44's run one press left it closed (the option was never
  // listed, the retry passed), so the press is repeated until the menu shows, then the option is chosen. A menu that
  // opened after the 2 s is not pressed again: while it is open its backdrop hides the combobox from the accessibility
  // tree, and stop 70's run pressed for 30 s at a combobox no role query could find.
  const actionMenu = page.getByRole('listbox');
  await expect(async () => {
    if (!(await actionMenu.isVisible())) await page.getByRole('combobox', { name: 'Action' }).click({ timeout: 2_000 });
    await expect(actionMenu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('option', { name: 'User revoked', exact: true }).click();
  await page.getByRole('textbox', { name: 'Actor or target' }).fill(user.email);
  const grid = page.getByRole('grid', { name: 'Activity log' });
  // The header row and the one revoke, once both filters have applied (the user's own sign-ins match the search too).
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByRole('row', { name: new RegExp(user.email.replace(/[.+]/g, '\\$&')) })).toBeVisible();
  await screenshot(page, 'admin-console-activity');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export XLSX' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^fundnet-activity-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Activity')!;
  expect(sheet.getRow(1).getCell(2).value).toBe('Action');
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(2).getCell(2).value).toBe('admin.userRevoked');
  expect(sheet.getRow(2).getCell(7).value).toBe(user.email);
  expect(sheet.getRow(2).getCell(3).value).toBe('admin@fundnet.demo');

  // The export itself was recorded.
  await page.getByLabel('Action').click();
  await page.getByRole('option', { name: 'Activity log exported', exact: true }).click();
  await page.getByRole('textbox', { name: 'Actor or target' }).fill('');
  await expect(grid.getByRole('row').nth(1)).toContainText('admin@fundnet.demo');

  expect(admin.errors.filter((e) => !/401|Unauthorized/i.test(e))).toEqual([]);
  await member.context.close();
  await admin.context.close();
});
