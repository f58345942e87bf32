// One Lighthouse run of one page: a fresh headless Chromium (Debian's, as the e2e suite uses), driven through
// puppeteer-core so the page Lighthouse loads is a tab we hold: a share link's visitor token lives in that tab's
// sessionStorage, which Lighthouse's own launcher (a new tab per run) would lose. Lighthouse still clears the HTTP
// cache and the origin's caches before loading (its default storage reset keeps local and session storage).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

export const presets = ['mobile', 'desktop'];

const categories = ['performance', 'accessibility', 'best-practices'];

/**
 * Puts the page's session-storage entries in a new tab of the page's origin (on /api/health: no script of ours runs
 * there) before Lighthouse loads the page in that tab.
 */
export async function primeSessionStorage(page, origin, entries) {
  await page.goto(`${origin}/api/health`);
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
  }, entries);
}

/**
 * Runs Lighthouse once on `base + page.path` with the mobile (Lighthouse's default) or desktop preset. `mobileSlowdown`
 * replaces the mobile preset's 4× CPU slowdown (`--calibrate`, calibration.mjs); its network stays slow 4G.
 */
export async function runLighthouse({ base, page, preset, chromiumPath, mobileSlowdown }) {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    defaultViewport: null, // Lighthouse sets the screen of its preset
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const tab = await browser.newPage();
    if (page.sessionStorage) await primeSessionStorage(tab, base, page.sessionStorage);
    const result = await lighthouse(
      base + page.path,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: categories,
        ...(preset === 'mobile' && mobileSlowdown
          ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: mobileSlowdown } }
          : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
      tab,
    );
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${page.path}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await browser.close();
  }
}

/**
 * Keeps one run's whole Lighthouse result in `folder` (a bench's `--reports`), as `<page>-<label>-<run>.json`: its
 * audits (bootup time, long tasks, network requests…) are there to read after the table.
 */
export function keepReport(folder, page, label, run, lhr) {
  const pageName = page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  writeFileSync(join(folder, `${pageName}-${label}-${run}.json`), JSON.stringify(lhr));
}
