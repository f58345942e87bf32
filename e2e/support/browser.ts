import type { LaunchOptions } from '@playwright/test';

/**
 * The browser every Playwright run of the suite drives (journeys, visual comparisons, stories, the release journey):
 * Debian's Chromium headless shell (`apt-get install -y chromium-headless-shell`), the build Playwright itself runs for
 * headless tests. Debian's `/usr/bin/chromium` is the full browser started through a desktop wrapper: in headless mode
 * it still runs the browser's own interface pages (`--top-chrome-webui` renderers) and the wrapper adds extensions and
 * GPU rasterization, all CPU no check needs (ADR 0086). CHROMIUM_PATH picks another binary (the full browser:
 * `/usr/bin/chromium`). The visual baselines are made with this one.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Launch options shared by the suite's Playwright configs: no sandbox (root in CI), no GPU, no background traffic. */
export const launchOptions: LaunchOptions = {
  executablePath: chromiumExecutable,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};
