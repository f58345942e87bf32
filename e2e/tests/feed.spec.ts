import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  adminPage,
  auth,
  createFund,
  type ProfileRef,
  publishFund,
  publishInvestor,
  short,
  signedInPage,
  signUp,
} from '../support/accounts';
import { waitForOutbox } from '../support/outbox';
import { screenshot } from '../support/screenshots';
import { scrollDownUntilVisible } from '../support/scroll';

// Issue 19's feed journey: a GP posts an LPOnly update; an LP who follows the fund sees it, a service provider does
// not; the LP likes and comments; the LP reports it and an administrator removes it; the GP is told why.

/** A published fund (filled, submitted and approved through the API): only a published profile can be followed. */
async function publishedFund(request: APIRequestContext, name: string) {
  const owner = await signUp(request, 'Grace', 'Partner');
  const fund = await createFund(request, owner.token, name);
  await publishFund(request, owner.token, fund, name);
  return { owner, fund: { id: fund.id, type: 'fund' } as ProfileRef, slug: fund.slug };
}

async function profileOf(request: APIRequestContext, token: string, family: 'investor-info' | 'service-provider', name: string) {
  const reply = await request.post(`/api/${family}`, { headers: auth(token), data: { name } });
  expect(reply.status(), await reply.text()).toBeLessThan(300);
  const { profile } = (await reply.json()) as { profile: { id: string } };
  return { id: profile.id, type: family === 'investor-info' ? 'investor' : 'serviceProvider' } as ProfileRef;
}

test('a GP posts an LPOnly update: a following LP sees, likes and comments; a provider does not; reported and removed', async ({
  browser,
  request,
}) => {
  const tag = short();
  const fundName = `Aurora Seed Fund ${tag}`;
  const { owner: gp, fund, slug: fundSlug } = await publishedFund(request, fundName);
  const lpAccount = await signUp(request, 'Lena', 'Allocator');
  const lp = await profileOf(request, lpAccount.token, 'investor-info', `Lena Family Office ${tag}`);
  // LP-only posts reach published (approved) investor profiles, following or not (issue 34.13).
  await publishInvestor(request, lpAccount.token, lp, `Lena Family Office ${tag}`);
  const spAccount = await signUp(request, 'Paul', 'Provider');
  const sp = await profileOf(request, spAccount.token, 'service-provider', `Ledger Fund Services ${tag}`);
  for (const [token, profile] of [
    [lpAccount.token, lp],
    [spAccount.token, sp],
  ] as const) {
    const followed = await request.post('/api/follow', { headers: auth(token, profile), data: { profileId: fund.id } });
    expect(followed.status(), await followed.text()).toBe(201);
  }
  const text = `First close reached at EUR 42m (${tag}). Thank you to every LP who backed us.`;

  // The GP composes an LPOnly update and sees who will see it before posting.
  const gpSession = await signedInPage(browser, gp.token, fund);
  const gpPage = gpSession.page;
  await gpPage.goto('/feed');
  await expect(gpPage.getByRole('heading', { name: 'Feed', level: 1 })).toBeVisible();
  const composer = gpPage.getByRole('form', { name: 'New post' });
  await composer.getByRole('textbox', { name: /What’s new/ }).fill(text);
  await composer.getByRole('combobox', { name: /Tag/ }).click();
  await gpPage.getByRole('option', { name: 'Fundraising' }).click();
  await composer.getByRole('combobox', { name: /Visibility/ }).click();
  await gpPage.getByRole('option', { name: 'LPs only' }).click();
  await expect(gpPage.getByTestId('audience')).toContainText('Investor (LP) profiles only');
  await screenshot(gpPage, 'feed-01-composer-lp-only');
  await composer.getByRole('button', { name: 'Post' }).click();
  const gpPost = gpPage.getByRole('article', { name: `Post by ${fundName}` }).filter({ hasText: text });
  await expect(gpPost).toBeVisible();
  await expect(gpPost.getByText('LPs only')).toBeVisible();

  // The following LP sees it, likes it and comments.
  const lpSession = await signedInPage(browser, lpAccount.token, lp);
  const lpPage = lpSession.page;
  await lpPage.goto('/feed');
  const lpPost = lpPage.getByRole('article', { name: `Post by ${fundName}` }).filter({ hasText: text });
  await expect(lpPost).toBeVisible();
  await lpPost.getByRole('button', { name: 'Like (0 likes)' }).click();
  await expect(lpPost.getByRole('button', { name: 'Unlike (1 likes)' })).toBeVisible();
  await lpPost.getByRole('button', { name: 'Comments (0)' }).click();
  await lpPost.getByRole('textbox', { name: 'Write a comment' }).fill('Congratulations on the close!');
  await lpPost.getByRole('button', { name: 'Comment', exact: true }).click();
  // The posted comment, as a paragraph: until the form resets, the field's own text matches the words too (stop 53's run).
  await expect(lpPost.getByRole('paragraph').filter({ hasText: 'Congratulations on the close!' })).toBeVisible();
  await expect(lpPost.getByRole('button', { name: 'Comments (1)' })).toBeVisible();
  await screenshot(lpPage, 'feed-02-lp-liked-and-commented');

  // The provider follows the fund too, but the post is for LPs only.
  const spSession = await signedInPage(browser, spAccount.token, sp);
  const spPage = spSession.page;
  await spPage.goto('/feed');
  // The feed has loaded (the community's public posts show) and the LP-only update is not among them.
  await expect(spPage.getByRole('region', { name: 'Posts' }).getByRole('article').first()).toBeVisible();
  await expect(spPage.getByText(text)).toHaveCount(0);
  await screenshot(spPage, 'feed-03-provider-does-not-see');

  // The fund's own page shows its posts (mfe-events-feed's parcel in mfe-profiles' page) under the same rules, at the
  // page's foot (the panel loads as the reader scrolls down to it).
  await lpPage.goto(`/fund/${fundSlug}`);
  await scrollDownUntilVisible(lpPage, lpPage.getByRole('region', { name: 'Posts', exact: true }));
  await expect(lpPage.getByRole('region', { name: 'Posts', exact: true }).getByText(text)).toBeVisible();
  await lpPage.getByRole('region', { name: 'Posts', exact: true }).scrollIntoViewIfNeeded();
  await screenshot(lpPage, 'feed-03b-lp-sees-post-on-fund-page');
  await spPage.goto(`/fund/${fundSlug}`);
  await scrollDownUntilVisible(spPage, spPage.getByRole('region', { name: 'Posts', exact: true }));
  await expect(
    spPage.getByRole('region', { name: 'Posts', exact: true }).getByText(`${fundName} has not posted anything you can read yet.`),
  ).toBeVisible();
  await lpPage.goto('/feed');
  await expect(lpPost).toBeVisible();

  // The LP reports the post.
  await lpPost.getByRole('button', { name: 'Post actions' }).click();
  await lpPage.getByRole('menuitem', { name: 'Report' }).click();
  const report = lpPage.getByRole('form', { name: 'Report post' });
  await report.getByRole('combobox', { name: /Reason/ }).click();
  await lpPage.getByRole('option', { name: 'Misleading or false information' }).click();
  await report.getByRole('textbox', { name: /Details/ }).fill('The amount differs from the fund’s LP letter.');
  await report.getByRole('button', { name: 'Report' }).click();
  await expect(lpPost.getByText('Thank you. An administrator will review this post.')).toBeVisible();

  // An administrator removes it with a reason; the GP's members are told why.
  const admin = await adminPage(browser);
  await admin.page.goto('/admin/postModeration');
  const reported = admin.page.getByRole('article', { name: `Reported post by ${fundName}` });
  await expect(reported).toBeVisible();
  await expect(reported.getByText('Misleading or false information: The amount differs from the fund’s LP letter.')).toBeVisible();
  await screenshot(admin.page, 'feed-04-moderation-queue');
  await reported.getByRole('button', { name: 'Remove…' }).click();
  const remove = admin.page.getByRole('form', { name: 'Remove post' });
  await remove.getByRole('textbox', { name: /Reason told to the author/ }).fill('The figures could not be verified.');
  await remove.getByRole('button', { name: 'Remove post' }).click();
  await expect(reported).toHaveCount(0);
  const mail = await waitForOutbox('mail', gp.email, 'post-removed');
  expect(mail.data?.reason).toBe('The figures could not be verified.');

  await lpPage.reload();
  await expect(lpPage.getByRole('heading', { name: 'Feed', level: 1 })).toBeVisible();
  await expect(lpPage.getByText(text)).toHaveCount(0);
  await gpPage.goto('/feed');
  await expect(gpPage.getByRole('heading', { name: 'Feed', level: 1 })).toBeVisible();
  await screenshot(gpPage, 'feed-05-gp-after-removal');

  expect(gpSession.errors).toEqual([]);
  expect(lpSession.errors).toEqual([]);
  expect(spSession.errors).toEqual([]);
  expect(admin.errors).toEqual([]);
});
