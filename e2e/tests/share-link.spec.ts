import { expect, test } from '@playwright/test';
import { demoAccounts, short, signedInPage } from '../support/accounts';
import { collectConsoleErrors } from '../support/console-errors';
import { screenshot } from '../support/screenshots';

// A fund shares its profile through a link gated by an e-mail entry and its NDA, scoped to three sections, its track
// record and its data room (ADR 0056): a visitor in a fresh browser enters an e-mail, accepts the NDA and sees exactly
// those sections, the track record, and the room, where a PDF opens watermarked with their e-mail; the owner sees the
// visit with the e-mail; the owner deactivates the link and the visitor's next step is denied with a request-access
// offer; the owner approves the request.

test('owner shares an e-mail + NDA link with three sections; visitor opens it; deactivated link offers request access; owner approves', async ({
  browser,
  request,
}) => {
  const login = await request.post('/api/auth/login', { data: { email: demoAccounts.user.email, password: demoAccounts.user.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const me = (await (await request.get('/api/users/get-me', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    profiles: { id: string; type: string; name: string }[];
  };
  const fund = me.profiles.find((profile) => profile.type === 'fund')!;

  // The owner creates the link.
  const owner = await signedInPage(browser, token, { id: fund.id, type: 'fund' });
  const linkName = `LP deck ${short()}`;
  await owner.page.goto('/settings/shareProfileLink');
  await expect(owner.page.getByRole('heading', { name: 'Share links' })).toBeVisible();
  await owner.page.getByRole('link', { name: 'Create link' }).first().click();
  await expect(owner.page).toHaveURL(/\/settings\/shareProfileLink\/createLink/);
  await owner.page.getByRole('textbox', { name: 'Link name' }).fill(linkName);
  await expect(owner.page.getByRole('combobox', { name: 'Who can open it' })).toContainText('Anyone entering an e-mail');
  await owner.page.getByRole('checkbox', { name: /accept the fund’s NDA/ }).check();
  const sections = owner.page.getByRole('combobox', { name: 'What it shows' });
  for (const label of ['Fund details', 'Overview', 'Fund terms']) {
    await sections.click();
    await sections.fill(label);
    await owner.page.getByRole('option', { name: label, exact: true }).click();
  }
  // The fund's track record and data room are offered beside its sections.
  for (const kind of ['Track record', 'Data room']) {
    await sections.click();
    await sections.fill(`${kind}:`);
    await owner.page
      .getByRole('option', { name: new RegExp(`^${kind}: `) })
      .first()
      .click();
  }
  await sections.press('Escape');
  await screenshot(owner.page, 'share-link-01-create');
  await owner.page.getByRole('button', { name: 'Create link' }).click();
  await expect(owner.page).toHaveURL(/\/settings\/shareProfileLink(\?|$)/);
  // The page's first message: the snackbar is its own chunk, loaded with it (ADR 0061).
  await expect(owner.page.getByRole('status').filter({ hasText: 'Share link created. Copy it from the list.' })).toBeVisible();
  const card = owner.page.getByRole('article', { name: linkName });
  await expect(card).toBeVisible();
  const url = new URL((await card.getByTestId('share-link-url').textContent())!.trim());
  expect(url.pathname).toMatch(/^\/fund\/shared\/[A-Za-z0-9_-]{22}$/);
  await screenshot(owner.page, 'share-link-02-list');

  // A visitor in a fresh browser: e-mail, NDA, then exactly the three sections.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorErrors = collectConsoleErrors(visitor);
  const visitorEmail = `lp-${short()}@allocator.example`;
  await visitor.goto(url.pathname);
  await expect(visitor.getByRole('heading', { name: 'Enter your e-mail address' })).toBeVisible();
  await screenshot(visitor, 'share-link-03-email-gate');
  await visitor.getByRole('textbox', { name: 'E-mail address' }).fill(visitorEmail);
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await expect(visitor.getByRole('heading', { name: 'Accept the non-disclosure agreement' })).toBeVisible();
  await screenshot(visitor, 'share-link-04-nda-gate');
  await visitor.getByRole('button', { name: 'I accept the NDA' }).click();
  await expect(visitor.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(visitor.locator('[data-section]')).toHaveCount(3);
  for (const section of ['fund-details', 'overview', 'fund-terms'])
    await expect(visitor.getByTestId(`shared-section-${section}`)).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Key people' })).toHaveCount(0);
  await screenshot(visitor, 'share-link-05-visitor-sections');

  // The track record and the data room of the scope, each from its own area (parcels), read as the visitor. Each loads
  // as its place comes near the screen: the visitor reaches them through the page's own navigation.
  const sharedNav = visitor.getByRole('navigation', { name: 'Shared sections' });
  await sharedNav.getByRole('link', { name: 'Track record' }).click();
  await expect(visitor.getByTestId('metric-tvpi').first()).toBeVisible({ timeout: 30_000 });
  // The navigation marks the section being read (watched by an IntersectionObserver, not measured on each scroll).
  await expect(sharedNav.getByRole('link', { name: 'Track record' })).toHaveAttribute('aria-current', 'location');
  await sharedNav.getByRole('link', { name: 'Data room' }).click();
  const documents = visitor.getByRole('list', { name: 'Documents' });
  await expect(documents).toBeVisible({ timeout: 30_000 });
  // Each resource is titled by its own name (single-spa's own `name` prop of a parcel must not show through).
  await expect(visitor.getByText(/data room$/).first()).toBeVisible();
  await expect(visitor.getByText(/^parcel-\d+$/)).toHaveCount(0);
  await documents.getByRole('button', { name: /\.pdf/ }).first().click();
  await expect(visitor.getByTestId('stamp-note')).toContainText(visitorEmail, { timeout: 30_000 });
  await expect(visitor.getByText('View only: downloading is not allowed.')).toBeVisible();
  await expect(visitor.getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 30_000 });
  await screenshot(visitor, 'share-link-05b-visitor-data-room');

  // The owner sees the visit with the e-mail.
  await owner.page.reload();
  await card.getByRole('button', { name: 'Visits' }).click();
  const visits = owner.page.getByRole('dialog', { name: /Visits of/ });
  // The visitor is in the visits table and, having accepted the NDA, in the dialog's NDA records under it.
  await expect(visits.getByRole('table', { name: 'Visitors' }).getByRole('cell', { name: visitorEmail })).toBeVisible();
  await expect(
    visits.getByRole('table', { name: 'NDA acceptances and signatures' }).getByRole('cell', { name: visitorEmail }),
  ).toBeVisible();
  await screenshot(owner.page, 'share-link-06-visits');
  await visits.getByRole('button', { name: 'Close' }).click();

  // The owner deactivates; the visitor's next step is denied, with a request-access offer.
  await card.getByRole('button', { name: 'Deactivate' }).click();
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'This link is no longer active' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Overview' })).toHaveCount(0);
  // The address the visitor gave is remembered in the tab.
  await expect(visitor.getByRole('textbox', { name: /Your e-mail address/ })).toHaveValue(visitorEmail);
  await visitor.getByRole('textbox', { name: /Message to the fund/ }).fill('We would like to continue our review.');
  await screenshot(visitor, 'share-link-07-denied-request-access');
  await visitor.getByRole('button', { name: 'Request access' }).click();
  await expect(visitor.getByText('Your request was sent. The fund will answer by e-mail.')).toBeVisible();

  // The owner approves the request.
  await owner.page.reload();
  const requestRow = owner.page.getByRole('article', { name: `Access request from ${visitorEmail}` });
  await expect(requestRow).toBeVisible();
  await requestRow.getByRole('button', { name: 'Approve' }).click();
  await expect(requestRow.getByText('Approved', { exact: true })).toBeVisible();
  await screenshot(owner.page, 'share-link-08-approved');

  expect(visitorErrors.filter((error) => !/401|403/.test(error))).toEqual([]);
  expect(owner.errors).toEqual([]);
  await visitorContext.close();
  await owner.context.close();
});
