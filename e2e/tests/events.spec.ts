import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { adminPage, createFund, short, signedInPage, signUp } from '../support/accounts';
import { screenshot } from '../support/screenshots';

// An administrator creates an event (it started yesterday, ends tomorrow) and a side event in the browser; a fund
// user bookmarks it, downloads its .ics (parsed here), marks "I attended" (a GP attendance) and reviews it; the events
// list sorts and filters to it.

const logo = path.resolve(import.meta.dirname, '../fixtures/logo.png');
const day = 86_400_000;
const local = (offsetDays: number, time: string) => `${new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10)}T${time}`;

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillEvent(page: Page, name: string, keyword: string, start: string, end: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Event image: choose an image file').setInputFiles(logo);
  await expect(dialog.getByRole('img').first()).toBeVisible();
  await dialog.getByLabel('Event name').fill(name);
  await dialog.getByLabel('Host name').fill('Fundnet Events');
  await pick(page, 'Event type', 'Conference');
  await pick(page, 'Event format', 'Offline');
  await pick(page, 'Timezone', 'CET – Central European Time');
  await dialog.getByRole('textbox', { name: 'Start', exact: true }).fill(start);
  await dialog.getByRole('textbox', { name: 'End', exact: true }).fill(end);
  await dialog.getByLabel('City and country').fill('Berlin, Germany');
  await dialog.getByLabel('Description').fill('LPs and GPs meet for two days of allocation talks.');
  await dialog.getByRole('combobox', { name: 'Stakeholders' }).click();
  await page.getByRole('option', { name: 'Investor (LP)' }).click();
  await dialog.getByRole('combobox', { name: 'Stakeholders' }).click();
  await page.getByRole('option', { name: 'Fund (GP)' }).click();
  await dialog.getByRole('combobox', { name: 'Keywords' }).fill(keyword);
  await dialog.getByRole('combobox', { name: 'Keywords' }).press('Enter');
  await dialog.getByLabel('GP ticket price').fill('900');
  await dialog.getByLabel('Event website').fill('https://summit.example');
}

test('an admin creates an event with a side event; a user bookmarks, downloads, attends and reviews it; the list sorts and filters', async ({
  browser,
  request,
}) => {
  const keyword = `berlin${short()}`;
  const name = `Berlin LP Summit ${short()}`;

  // The administrator: the event, then a side event of it.
  const admin = await adminPage(browser);
  await admin.page.goto('/events');
  await admin.page.getByRole('button', { name: 'Create event' }).click();
  // The form's rules: required fields and 'Invalid URL format'.
  await admin.page.getByRole('dialog').getByLabel('Event website').fill('not a url');
  await admin.page.getByRole('button', { name: 'Create event' }).last().click();
  await expect(admin.page.getByRole('dialog').getByText('Event name is required')).toBeVisible();
  await expect(admin.page.getByRole('dialog').getByText('Invalid URL format')).toBeVisible();
  await fillEvent(admin.page, name, keyword, local(-1, '09:00'), local(1, '18:00'));
  await screenshot(admin.page, 'events-create-form');
  await admin.page.getByRole('button', { name: 'Create event' }).last().click();
  await expect(admin.page.getByRole('heading', { level: 1, name })).toBeVisible();
  const eventUrl = admin.page.url();

  await admin.page.getByRole('button', { name: 'Add side event' }).click();
  await fillEvent(admin.page, `${name} LP breakfast`, keyword, local(0, '07:30'), local(0, '09:00'));
  await admin.page.getByRole('button', { name: 'Create event' }).last().click();
  await expect(admin.page.getByRole('heading', { level: 1, name: `${name} LP breakfast` })).toBeVisible();
  await admin.page.getByRole('link', { name }).first().click();
  await expect(admin.page.getByRole('link', { name: `${name} LP breakfast` })).toBeVisible();
  await admin.context.close();

  // A fund user: bookmark, Add to calendar (.ics), I attended, a review.
  const user = await signUp(request, 'Grace', 'Partner');
  const fund = await createFund(request, user.token, `Harbour Ventures ${short()}`);
  const { page, context } = await signedInPage(browser, user.token, { id: fund.id, type: 'fund' });
  await page.goto(eventUrl);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Bookmark' }).click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to calendar' }).click()]);
  const ics = readFileSync((await download.path())!, 'utf8');
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  const field = (key: string) => unfolded.match(new RegExp(`^${key}[^:]*:(.*)$`, 'm'))?.[1]?.trim();
  expect(unfolded).toContain('BEGIN:VCALENDAR');
  expect(unfolded).toContain('BEGIN:VEVENT');
  expect(field('SUMMARY')).toBe(name);
  expect(field('LOCATION')).toBe('Berlin\\, Germany');
  // 09:00 CET is 08:00 UTC.
  expect(field('DTSTART')).toBe(`${local(-1, '08:00').replace(/[-:]/g, '')}00Z`);

  await page.getByRole('button', { name: 'I attended' }).click();
  await expect(page.getByRole('button', { name: 'I attended' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/0 LP · 1 GP|0\s*LP\s*·\s*1\s*GP/)).toBeVisible();

  await page.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Grace');
  await dialog.getByLabel('Last name').fill('Partner');
  await pick(page, 'What describes you best', 'Fund manager (GP)');
  await dialog.getByLabel('Company').fill('Harbour Ventures');
  await dialog.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/grace-partner');
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Phone').fill('+4930123456');
  const stars = async (group: string, value: 'Very good' | 'Excellent' | 'Good') =>
    dialog
      .getByRole('group', { name: group })
      // The star the user clicks: the label of MUI's visually hidden radio.
      .locator('label')
      .filter({ hasText: new RegExp(`^\\d of 5: ${value}$`) })
      .click();
  await stars('General rating', 'Very good');
  await dialog.getByLabel('Short feedback').fill('Dense LP attendance');
  await dialog.getByLabel('General feedback').fill('Many allocators, a good side breakfast, long coffee queues.');
  for (const group of [
    'Quality of LPs attending',
    'Quality of GPs attending',
    'Quality and relevance',
    'Networking potential',
    'Quality of side events',
    'Value for money',
  ]) {
    await stars(group, group === 'Value for money' ? 'Good' : 'Excellent');
  }
  await screenshot(page, 'events-review-form');
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByRole('list', { name: 'Reviews' })).toContainText('Dense LP attendance');
  await expect(page.getByRole('button', { name: 'Edit my review' })).toBeVisible();
  await expect(page.getByLabel('Average ratings')).toContainText('Quality of LPs attending');
  await expect(page.getByLabel('Average ratings')).toContainText('5.0');
  await screenshot(page, 'events-event-page');

  // The list: the keyword, sorted by Most GP attending, filtered to "Have attended".
  await page.goto('/events');
  await page.getByLabel('Keywords').fill(keyword);
  await page.getByLabel('Keywords').press('Enter');
  await pick(page, 'Sort by', 'Most GP attending');
  const list = page.getByRole('list', { name: 'Events' });
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('article').first()).toContainText(name);
  await expect(list.getByRole('article').first()).toContainText('I attended');
  await pick(page, 'Attendance', 'Have not attended');
  await expect(page.getByText('No events match')).toBeVisible();
  await pick(page, 'Attendance', 'Have attended');
  await expect(list.getByRole('article')).toHaveCount(1);
  expect(new URL(page.url()).searchParams.get('order')).toBe('MostGpAttending');
  await screenshot(page, 'events-list-filtered');

  // The seeded demo list, sorted by Lowest price GP.
  await page.goto('/events?order=LowestPriceGp');
  await expect(page.getByRole('list', { name: 'Events' }).getByRole('article').first()).toBeVisible();
  await screenshot(page, 'events-list');
  await context.close();
});
