import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Fills the generic section forms of the profile edit pages (mfe-profiles section-field-inputs) the way a person
 * does: typing, opening selects and autocompletes, adding list rows. A step names its input by its visible label.
 */
export type FillStep =
  | { text: string; value: string }
  | { select: string; option: string }
  | { choose: string; options: string[] }
  | { money: string; amount: string; currency: string }
  | { check: string }
  /** An image field: the file is uploaded and its preview appears. */
  | { upload: string; file: string }
  | { tags: string; words: string[] }
  | { add: string; item: string; steps: FillStep[] };

const exact = (name: string) => ({ name, exact: true });

async function pickOption(page: Page, name: string) {
  await page.getByRole('option', exact(name)).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

export async function fillSteps(page: Page, scope: Locator, steps: FillStep[]) {
  for (const step of steps) {
    if ('text' in step) {
      await scope.getByRole('textbox', exact(step.text)).fill(step.value);
    } else if ('select' in step) {
      await scope.getByRole('combobox', exact(step.select)).click();
      await pickOption(page, step.option);
    } else if ('choose' in step) {
      const input = scope.getByRole('combobox', exact(step.choose));
      for (const option of step.options) {
        await input.click();
        await input.fill(option);
        // A multiple autocomplete stays open after a pick, for the next one.
        await page.getByRole('option', exact(option)).click();
      }
      await input.press('Escape');
      await expect(page.getByRole('listbox')).toHaveCount(0);
    } else if ('money' in step) {
      const amount = scope.getByRole('textbox', exact(step.money));
      await amount.fill(step.amount);
      await amount.locator('xpath=ancestor::div[contains(@class,"MuiStack-root")][1]').getByRole('combobox', exact('Currency')).click();
      await page.getByRole('option', { name: new RegExp(`^${step.currency} ·`) }).click();
      await expect(page.getByRole('listbox')).toHaveCount(0);
    } else if ('upload' in step) {
      await scope.getByLabel(`${step.upload}: choose an image file`).setInputFiles(step.file);
      await expect(scope.getByRole('img', exact(`${step.upload} preview`))).toBeVisible();
    } else if ('check' in step) {
      await scope.getByRole('checkbox', exact(step.check)).check();
    } else if ('tags' in step) {
      const input = scope.getByRole('combobox', exact(step.tags));
      for (const word of step.words) {
        await input.fill(word);
        await input.press('Enter');
      }
    } else {
      await scope.getByRole('button', exact(`Add ${step.add.toLowerCase()}`)).click();
      await fillSteps(page, scope.getByRole('group', exact(step.item)), step.steps);
    }
  }
}

/** Fills one section's form on the edit page, saves it and waits for the confirmation. */
export async function fillSection(page: Page, title: string, steps: FillStep[]) {
  const form = page.getByRole('form', exact(title));
  await form.scrollIntoViewIfNeeded();
  await fillSteps(page, form, steps);
  await form.getByRole('button', exact(`Save ${title.toLowerCase()}`)).click();
  // Each section's confirmation names it, so an earlier section's notification cannot pass for this one. Messages
  // show one at a time: close it, as a quick user does, so the next section's confirmation is not queued behind it.
  const confirmation = page.getByRole('status').filter({ hasText: new RegExp(`^${title} saved`) });
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: 'Close' }).click();
  await expect(confirmation).toHaveCount(0);
}
