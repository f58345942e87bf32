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
 * Puts what the page's visitor holds in a new tab of the page's origin before Lighthouse loads the page in that tab
 * (on /api/health: no script of ours runs there): its session-storage entries, and its cookies (a share link's visitor
 * cookie, ADR 0106, which Lighthouse's reset of the origin's data leaves as the browser has it). Nothing for a page
 * with neither.
 */
export async function primeVisitorTab(page, origin, { sessionStorage: entries, cookies = [] }) {
  if (!entries && cookies.length === 0) return;
  await page.goto(`${origin}/api/health`);
  if (entries) {
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
    }, entries);
  }
  if (cookies.length > 0) await page.setCookie(...cookies.map((cookie) => ({ ...cookie, url: origin })));
}

/**
 * Loads `page` once in a tab of its own and closes it: the API renders a share link's page for its visitor on every
 * request, and the first render after a start loads the renderer's bundles, past the render budget (the page then goes
 * unrendered); a benchmark that loads the page once first measures it as it comes rendered.
 */
export async function warmUp(browser, base, page) {
  const tab = await browser.newPage();
  await primeVisitorTab(tab, base, page);
  await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle0' });
  await tab.close();
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
    await primeVisitorTab(tab, base, page);
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
