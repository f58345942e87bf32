import type { Locator, Page } from '@playwright/test';

/**
 * What a page still loading announces: a status whose text starts "Loading" (discovery's card skeletons, a lazy
 * section's place). A page is loaded when there is none; a determinate progress bar is content, not loading.
 */
export const loadingStatus = (page: Page): Locator => page.getByRole('status').filter({ hasText: /^Loading/ });
