import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';

const dir = path.resolve(import.meta.dirname, '../screenshots');

/**
 * Saves a full-page screenshot under e2e/screenshots/<name>.png (look at them: a page that renders wrong is a failing page),
 * then checks the page with axe: no serious or critical accessibility violation (issue 10.6).
 */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(dir, `${name.replace(/[^a-zA-Z0-9-]+/g, '_')}.png`), fullPage: true });
  await expectAccessible(page, name);
}
