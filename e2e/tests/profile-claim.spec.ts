import { expect, test } from '@playwright/test';
import { signedInPage, signUp } from '../support/accounts';
import { waitForOutbox } from '../support/outbox';
import { screenshot } from '../support/screenshots';

// The claim of a seeded profile nobody owns (prepared from public sources): a signed-in user asks to claim it with
// an address on the fund's website domain, confirms the mailed link (/verifyClaim), confirms on /claimFinalStep and
// becomes its owner, acting as it.

/** The seed's unclaimed funds (packages/server/src/seed/unclaimed-profiles.ts), by slug and name. */
const unclaimedFunds = [
  { slug: 'saltmarsh-ventures-ii', name: 'Saltmarsh Ventures II' },
  { slug: 'copperleaf-climate-fund-i', name: 'Copperleaf Climate Fund I' },
];

test('a manager claims an unclaimed seeded fund with a work e-mail on its domain and becomes its owner', async ({ browser, request }) => {
  // The website is shown to signed-in readers only (field audiences, issue 11.5): read it as the claimant.
  const claimant = await signUp(request, 'Sigrid', 'Saltmarsh');
  const asClaimant = { headers: { authorization: `Bearer ${claimant.token}` } };
  // A claim is for good: a retry or a re-run of this test on the same data claims the next fund nobody owns yet.
  type PublicFund = { id: string; sections: Record<string, { data: { links?: { url?: string } } | null }> };
  let chosen: { slug: string; name: string; fund: PublicFund } | undefined;
  for (const candidate of unclaimedFunds) {
    const fundReply = await request.get(`/api/fund-info/public/${candidate.slug}`, asClaimant);
    expect(fundReply.status(), await fundReply.text()).toBe(200);
    const fund = (await fundReply.json()) as PublicFund;
    const claimability = (await (await request.get(`/api/profile-claim/profiles/${fund.id}`, asClaimant)).json()) as { claimable: boolean };
    if (claimability.claimable) {
      chosen = { ...candidate, fund };
      break;
    }
  }
  expect(chosen, 'a seeded fund nobody has claimed yet').toBeDefined();
  const { slug, name, fund } = chosen!;
  const domain = new URL(fund.sections['fund-details']!.data!.links!.url!).hostname.replace(/^www\./, '');

  const workEmail = `sigrid-${Date.now()}@${domain}`;
  const { context, page, errors } = await signedInPage(browser, claimant.token);
  await page.goto(`/fund/${slug}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
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
  await page.getByRole('checkbox', { name: `I represent ${name} and may manage its profile on Fundnet` }).check();
  await screenshot(page, 'claim-02-final-step');
  await page.getByRole('button', { name: 'Confirm and become the owner' }).click();
  // Confirmed, the app switches to the profile and opens its page (the completed claim's own page, "This profile is
  // yours", shows only while the switch is under way or when the link is opened again): the end state is checked.
  await expect(page).toHaveURL((url) => url.pathname === '/fund');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`^Fund ${name}\\s*, switch profile$`) })).toBeVisible();
  await screenshot(page, 'claim-03-owner');

  // The claimant is the owner now and nobody else can claim it.
  const mine = await request.get('/api/users/get-me', { headers: { authorization: `Bearer ${claimant.token}` } });
  const me = (await mine.json()) as { profiles: { name: string; role?: string }[] };
  expect(me.profiles.map((profile) => profile.name)).toContain(name);
  await page.goto(`/fund/${slug}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Is this your company? Claim this profile' })).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});
