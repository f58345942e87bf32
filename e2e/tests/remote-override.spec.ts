import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';

// A developer's remote override (issue 32.5, ADR 0075): the served page (npm start allows localhost) is pointed at the
// data room built on "their machine" (here: its dist/ on another port, as `pnpm area:check` serves it), shows a banner
// naming the area and the address at phone width, and goes back to the environment's remote when cleared.
const dist = path.resolve(import.meta.dirname, '../../mfe-dataroom/dist');
let server: Server;
let origin: string;
const asked: string[] = [];

test.beforeAll(async () => {
  test.skip(!existsSync(path.join(dist, 'mf-manifest.json')), 'mfe-dataroom is not built');
  server = createServer((request, response) => {
    const file = path.join(dist, new URL(request.url ?? '/', 'http://x').pathname);
    if (!file.startsWith(`${dist}${path.sep}`) || !existsSync(file)) return response.writeHead(404).end();
    asked.push(path.basename(file));
    response.writeHead(200, {
      'access-control-allow-origin': '*',
      'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

test('an override from the address loads that remote, shows the banner at 390 px, and clears', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const manifest = `${origin}/mf-manifest.json`;
  await page.goto(`/dataRoom?override=${encodeURIComponent(`mfe_dataroom=${manifest}`)}`);

  const banner = page.getByRole('region', { name: 'One area of this page is overridden' });
  await expect(banner).toContainText(`Data room is loaded from ${manifest}`);
  await expect(page.locator('#fundnet-main h1').first()).toBeVisible();
  expect(asked).toEqual(expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js']));
  // Taken out of the address bar (a copied link does not pass the override on), kept in this browser.
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => localStorage.getItem('fundnet:remote-overrides'))).toContain(manifest);
  // A phone's width: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'remote override banner');

  const before = asked.length;
  await banner.getByRole('button', { name: 'Clear overrides' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.locator('#fundnet-main h1').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('fundnet:remote-overrides'))).toBeNull();
  expect(asked.length).toBe(before);
});
