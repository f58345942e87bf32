import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { auth, createFund, publishFund, signedInPage, signUp, upgradeFund } from '../support/accounts';
import { screenshot } from '../support/screenshots';
import { scrollDownUntilVisible } from '../support/scroll';
import { samplePdf } from '../support/sample-pdf';

// A fund owner builds a data room in the browser (room, PDF with a watermark, a view-only group holding an investor
// by e-mail); the investor opens the file and sees the watermark with their own e-mail and no download; the owner
// sees the view with its time per page, and finds the PDF's passage by asking the room. The investor also finds the room
// on the fund's public page, in the data room's panel (a parcel of mfe-dataroom mounted in mfe-profiles' page).

/** The three-page deck the fund uploads, as a file on disk (the upload dialog picks a file). */
function samplePdfFile(): string {
  const file = path.join(tmpdir(), `fund-iii-deck-${Date.now()}.pdf`);
  writeFileSync(file, samplePdf('Fund III strategy', 3));
  return file;
}

test('a fund shares a watermarked PDF view-only with an investor and sees the view', async ({ browser, request }) => {
  const owner = await signUp(request, 'Olivia', 'Owner');
  const fundName = `Harbour Fund III ${Date.now()}`;
  const fund = await createFund(request, owner.token, fundName);
  await publishFund(request, owner.token, fund, fundName);
  // Questions over the room are the plan's AI chat: the fund is on Professional.
  await upgradeFund(request, owner.token, fund);
  const investor = await signUp(request, 'Ivan', 'Investor');

  // The owner: the fund's room, an upload with a watermark, a view-only group with the investor.
  const ownerSession = await signedInPage(browser, owner.token, fund.id);
  const page = ownerSession.page;
  await page.goto('/dataRoom');
  await page.getByRole('button', { name: 'Open your fund’s data room' }).click();
  await page.getByRole('alert').getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Add file or link' })).toBeVisible();
  const roomUrl = page.url();

  await page.getByRole('button', { name: 'Add file or link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to the data room' });
  await dialog.getByLabel('Upload a file').check();
  await dialog.locator('input[type=file]').setInputFiles(samplePdfFile());
  await dialog.getByLabel('File name').fill('Fund III deck');
  await dialog.getByLabel('Add a watermark').check();
  await dialog.getByLabel('Watermark text').fill('Confidential');
  await screenshot(page, 'data-room-01-add-file');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Fund III deck.pdf')).toBeVisible();
  await screenshot(page, 'data-room-02-tree');

  await page.getByRole('link', { name: 'Permissions' }).click();
  await page.getByLabel('Group name').fill('Prospective LPs');
  await page.getByRole('button', { name: 'Create group' }).click();
  const group = page.getByRole('region', { name: 'Group Prospective LPs' });
  await expect(group).toBeVisible();
  const boxes = group.getByRole('group', { name: 'Permissions of Prospective LPs', exact: true });
  await expect(boxes.getByRole('checkbox', { name: 'View', exact: true })).toBeChecked();
  await expect(boxes.getByRole('checkbox', { name: 'Download', exact: true })).not.toBeChecked();
  await group.getByLabel('Investor e-mail or profile id').fill(investor.email);
  await group.getByRole('button', { name: 'Add holder' }).click();
  await expect(group.getByText(investor.email)).toBeVisible();
  await screenshot(page, 'data-room-03-group');

  // The investor: the room is listed, the file opens; its pages carry their e-mail (stamped by the server, said in
  // the note beside the page, nothing laid over it); no download.
  const investorSession = await signedInPage(browser, investor.token);
  const viewer = investorSession.page;
  await viewer.goto('/dataRoom');
  await viewer
    .getByRole('link', { name: /data room/ })
    .first()
    .click();
  await viewer.getByText('Fund III deck.pdf').click();
  await expect(viewer.getByText('Page 1 of 3')).toBeVisible({ timeout: 20_000 });
  const stampNote = viewer.getByTestId('stamp-note');
  await expect(stampNote).toContainText(investor.email);
  await expect(stampNote).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC · view [0-9A-F]{6}/);
  await expect(viewer.getByTestId('watermark')).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Download' })).toHaveCount(0);
  await expect(viewer.getByText('View only: downloading is not allowed.')).toBeVisible();
  // The canvas has drawn the page (not blank).
  await expect
    .poll(async () =>
      viewer.locator('canvas').evaluate((canvas: HTMLCanvasElement) => canvas.width > 0 && canvas.toDataURL().length > 5000),
    )
    .toBe(true);
  await screenshot(viewer, 'data-room-04-viewer-page-1');
  await viewer.waitForTimeout(6_000);
  await viewer.getByRole('button', { name: 'Next page' }).click();
  await expect(viewer.getByText('Page 2 of 3')).toBeVisible();
  await viewer.waitForTimeout(6_000);
  await screenshot(viewer, 'data-room-05-viewer-page-2');

  // The fund's public page shows the room through the data room's parcel, with the file the investor may open. The
  // panel sits below the page's sections: it loads as the reader scrolls down to it.
  await viewer.goto(`/fund/${fund.slug}`);
  const panel = viewer.getByRole('region', { name: 'Data room', exact: true });
  await scrollDownUntilVisible(viewer, panel);
  await expect(panel.getByRole('link', { name: 'Fund III deck.pdf' })).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText('1 file · 0 folders')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await screenshot(viewer, 'data-room-05b-fund-page-panel');
  await panel.getByRole('link', { name: 'Fund III deck.pdf' }).click();
  await expect(viewer.getByText('Page 1 of 3')).toBeVisible({ timeout: 20_000 });

  // No route hands the investor the original: the download is refused.
  const roomId = new URL(roomUrl).pathname.split('/')[2]!;
  const tree = await request.get(`/api/data-room/${roomId}`, { headers: auth(investor.token) });
  const fileId = ((await tree.json()) as { items: { id: string; name: string }[] }).items.find((i) => i.name === 'Fund III deck.pdf')!.id;
  expect((await request.put(`/api/data-room/download/file/${fileId}`, { headers: auth(investor.token) })).status()).toBe(403);
  expect(investorSession.errors).toEqual([]);
  await investorSession.context.close();

  // The owner sees the view, with time on pages 1 and 2.
  await page.goto(`${roomUrl}/analytics`);
  const views = page.getByRole('table', { name: 'Views' });
  // Two views (the file opened from the room, then from the fund page), each naming the investor.
  await expect(views.getByRole('cell', { name: investor.email }).first()).toBeVisible();
  await expect(views.getByRole('img', { name: /Page 1: \d+ s/ }).first()).toBeVisible();
  await expect(views.getByRole('img', { name: /Page 2: \d+ s/ }).first()).toBeVisible();
  await screenshot(page, 'data-room-06-analytics');

  // The owner asks the room: the PDF's text was read in the background (job queue), the passage cites file and page.
  await page.goto(roomUrl);
  const ask = page.getByRole('region', { name: 'Ask this data room' });
  await ask.getByLabel('Your question').fill('strategy');
  await expect(async () => {
    await ask.getByRole('button', { name: 'Ask' }).click();
    await expect(ask.getByRole('list', { name: 'Passages' })).toContainText('Fund III deck.pdf, page 1', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(ask.locator('mark').first()).toHaveText(/strategy/i);
  await screenshot(page, 'data-room-07-question');
  expect(ownerSession.errors).toEqual([]);
  await ownerSession.context.close();
});
