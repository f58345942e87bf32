import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { auth, demoAccounts, short, signedInPage } from '../support/accounts';
import { collectConsoleErrors } from '../support/console-errors';
import { waitForOutbox } from '../support/outbox';
import { screenshot } from '../support/screenshots';

// Issue 35: a share link in signature mode. A visitor in a fresh browser gives an e-mail, reads the NDA with its
// version, types their full name, draws on the pad, agrees and signs; they see the profile and are mailed a link to
// their copy. The fund opens the link's visits, downloads the signed NDA, and its SHA-256 checks with verify-nda; the
// visitor's mailed copy is the same file.

test('a visitor signs a share link’s NDA; the fund downloads the certificate and its hash checks', async ({ browser, request }) => {
  const login = await request.post('/api/auth/login', { data: { email: demoAccounts.user.email, password: demoAccounts.user.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const me = (await (await request.get('/api/users/get-me', { headers: auth(token) })).json()) as {
    profiles: { id: string; type: string }[];
  };
  const fund = me.profiles.find((profile) => profile.type === 'fund')!;

  // The link (the form is the share-link journey's; here its NDA mode is what matters).
  const linkName = `Signed NDA ${short()}`;
  const created = await request.post('/api/fund-custom-profile-link/create', {
    headers: auth(token, fund.id),
    data: {
      name: linkName,
      accessMode: 'AnyoneEnteringAnEmail',
      scope: ['fund-details', 'overview'],
      permissionNames: ['view'],
      requireNda: true,
      ndaMode: 'signature',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = (await created.json()) as { id: string; url: string; ndaMode: string };
  expect(link.ndaMode).toBe('signature');

  // The visitor signs.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorErrors = collectConsoleErrors(visitor);
  const visitorEmail = `signer-${short()}@allocator.example`;
  await visitor.goto(new URL(link.url).pathname);
  await visitor.getByRole('textbox', { name: 'E-mail address' }).fill(visitorEmail);
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await expect(visitor.getByRole('heading', { name: 'Sign the non-disclosure agreement' })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'NDA text' })).not.toBeEmpty();
  await visitor.getByRole('textbox', { name: /Your full name/ }).fill('Robin Signer');
  // A stroke on the pad with the mouse (pointer events).
  const pad = visitor.getByRole('img', { name: 'Empty signature pad' });
  const box = (await pad.boundingBox())!;
  await visitor.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await visitor.mouse.down();
  for (const [dx, dy] of [
    [60, -30],
    [110, 10],
    [170, -25],
    [230, 15],
  ] as const) {
    await visitor.mouse.move(box.x + 20 + dx, box.y + box.height * 0.6 + dy, { steps: 4 });
  }
  await visitor.mouse.up();
  await expect(visitor.getByRole('img', { name: 'Your drawn signature' })).toBeVisible();
  await visitor.getByRole('checkbox', { name: /I have read this NDA and sign it/ }).check();
  await screenshot(visitor, 'share-link-nda-01-sign');
  await visitor.getByRole('button', { name: 'Sign the NDA' }).click();
  await expect(visitor.getByRole('heading', { name: 'Overview' })).toBeVisible();

  // The fund downloads the signed NDA from the link's visits.
  const owner = await signedInPage(browser, token, { id: fund.id, type: 'fund' });
  await owner.page.goto('/settings/shareProfileLink');
  const card = owner.page.getByRole('article', { name: linkName });
  await card.getByRole('button', { name: 'Visits' }).click();
  const visits = owner.page.getByRole('dialog', { name: /Visits of/ });
  // The visitor's row in the visits table (its NDA cell names them too, and the NDA records under it repeat them).
  await expect(visits.getByRole('table', { name: 'Visitors' }).getByRole('cell', { name: visitorEmail, exact: true })).toBeVisible();
  await expect(visits.getByRole('table', { name: 'NDA acceptances and signatures' })).toContainText('Robin Signer');
  await screenshot(owner.page, 'share-link-nda-02-visits');
  const [download] = await Promise.all([
    owner.page.waitForEvent('download'),
    visits.getByRole('button', { name: `Download the NDA signed by ${visitorEmail}` }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const hash = createHash('sha256').update(bytes).digest('hex');

  // Its hash checks, and names the signer and the fund.
  const verified = await request.get(`/api/fund-custom-profile-link/verify-nda/${hash}`);
  expect(await verified.json()).toMatchObject({ valid: true, signature: { signerName: 'Robin Signer', matched: 'file' } });
  // The record says the same.
  const records = (await (
    await request.get(`/api/fund-custom-profile-link/nda-records/${link.id}`, { headers: auth(token, fund.id) })
  ).json()) as {
    items: { fullName: string; fileHash: string; email: string }[];
  };
  expect(records.items).toEqual([expect.objectContaining({ fullName: 'Robin Signer', email: visitorEmail, fileHash: hash })]);

  // The visitor's mailed copy is the same file.
  const mail = await waitForOutbox('mail', visitorEmail, 'share-link-nda-copy', 20_000);
  const copy = await request.get(new URL(mail.data!.link!).pathname + new URL(mail.data!.link!).search);
  expect(copy.status()).toBe(200);
  expect(
    createHash('sha256')
      .update(await copy.body())
      .digest('hex'),
  ).toBe(hash);

  expect(visitorErrors.filter((error) => !/401|403/.test(error))).toEqual([]);
  expect(owner.errors).toEqual([]);
  await visitorContext.close();
  await owner.context.close();
});
