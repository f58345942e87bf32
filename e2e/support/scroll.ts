import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls to the foot of the page, as a reader does, until `target` shows. Panels of other areas that sit below a
 * page's first screen (a fund's data room and posts) load only when their place comes near the screen (RemoteParcel,
 * issue 33), so a test that reads them scrolls to them first. The page may still be rendering or growing as panels
 * arrive: each try scrolls to the foot as it is then.
 */
export async function scrollDownUntilVisible(page: Page, target: Locator, timeout = 30_000) {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return target.isVisible();
      },
      { message: 'the panel shows once the page is scrolled to its foot', timeout, intervals: [250, 500, 1_000] },
    )
    .toBe(true);
}
