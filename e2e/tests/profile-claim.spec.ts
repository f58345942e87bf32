import { expect, test } from '@playwright/test';
import { signedInPage, signUp } from '../support/accounts';
import { waitForOutbox } from '../support/outbox';
import { screenshot } from '../support/screenshots';

// The claim of a seeded profile nobody owns (prepared from public sources): a signed-in user asks to claim it with
// an address on the fund's website domain, confirms the mailed link (/verifyClaim), confirms on /claimFinalStep and
// becomes its owner, acting as it.

test('a manager claims an unclaimed seeded fund with a work e-mail on its domain and becomes its owner', async ({ browser, request }) => {
  const slug = 'saltmarsh-ventures-ii';
  // The website is shown to signed-in readers only (field audiences, issue 11.5): read it as the claimant.
  const claimant = await signUp(request, 'Sigrid', 'Saltmarsh');
  const fundReply = await request.get(`/api/fund-info/public/${slug}`, { headers: { authorization: `Bearer ${claimant.token}` } });
  expect(fundReply.status(), await fundReply.text()).toBe(200);
  const fund = (await fundReply.json()) as { sections: Record<string, { data: { links?: { url?: string } } | null }> };
  const domain = new URL(fund.sections['fund-details']!.data!.links!.url!).hostname.replace(/^www\./, '');

  const workEmail = `sigrid-${Date.now()}@${domain}`;
  const { context, page, errors } = await signedInPage(browser, claimant.token);
  await page.goto(`/fund/${slug}`);
  await expect(page.getByRole('heading', { name: 'Saltmarsh Ventures II', level: 1 })).toBeVisible();
  const callout = page.getByRole('region', { name: 'Is this your company? Claim this profile' });
  await callout.getByRole('button', { name: 'Claim this profile' }).click();
  await callout.getByRole('textbox', { name: /Your work e-mail address/ }).fill(workEmail);
  await screenshot(page, 'claim-01-start');
  await callout.getByRole('button', { name: 'Send the confirmation link' }).click();

  const mail = await waitForOutbox('mail', workEmail, 'profile-claim-verify');
  const link = new URL(mail.data!.link!);
  expect(link.pathname).toBe('/verifyClaim');
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/claimFinalStep/);
  await expect(page.getByRole('heading', { name: 'Finish claiming your profile' })).toBeVisible();
  await page.getByRole('checkbox', { name: /I represent Saltmarsh Ventures II/ }).check();
  await screenshot(page, 'claim-02-final-step');
  await page.getByRole('button', { name: 'Confirm and become the owner' }).click();
  await expect(page.getByRole('heading', { name: 'This profile is yours' })).toBeVisible();
  await screenshot(page, 'claim-03-owner');

  // The claimant is the owner now and nobody else can claim it.
  const mine = await request.get('/api/users/get-me', { headers: { authorization: `Bearer ${claimant.token}` } });
  const me = (await mine.json()) as { profiles: { name: string; role?: string }[] };
  expect(me.profiles.map((profile) => profile.name)).toContain('Saltmarsh Ventures II');
  await page.goto(`/fund/${slug}`);
  await expect(page.getByRole('heading', { name: 'Saltmarsh Ventures II', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Is this your company? Claim this profile' })).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});
