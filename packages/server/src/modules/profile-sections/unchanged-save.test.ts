import { tooLongMessage, TEXT_MAX_LENGTH } from '@fundnet/validation-schema';
import { and, eq } from 'drizzle-orm';
import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { publishProfile } from '../discovery/test-support';
import { as } from '../fund-info/test-support';
import { profileSections, profileSectionsPublished } from './tables';

/**
 * Issue 11 item 7 on the server: saving a section unchanged asks no approval, and every text field has its maximum
 * length (the same valibot schemas as the forms) with a message that says it.
 */

let t: TestApp;
let platformAdmin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  platformAdmin = await createUser(t, { admin: true });
});

afterAll(async () => {
  await t.close();
});

const pendingItems = async (profileId: string) => {
  const res = await t.call('GET', '/api/administration/approvals/fundInfo?status=Tbd&limit=50', as(platformAdmin));
  expect(res.status).toBe(200);
  return (res.body.items as { profileId: string; section: string | null }[]).filter((item) => item.profileId === profileId);
};

describe('saving a published section', () => {
  it('creates no approval request when nothing changed, also when the stored copy lacks the keys the form sends as null', async () => {
    const fund = await publishProfile(t, platformAdmin, {
      type: 'fund',
      sections: { overview: { blurbAndSummary: 'We back climate software.', fundOverviewType: null, investmentThesis: null } },
    });
    // Copies stored without their empty keys (the seed writes them so; older copies lack newer fields).
    const stored = { blurbAndSummary: 'We back climate software.' };
    for (const table of [profileSections, profileSectionsPublished]) {
      await t.database.db
        .update(table)
        .set({ data: stored })
        .where(and(eq(table.profileId, fund.id), eq(table.section, 'overview')));
    }
    const read = await t.call('GET', '/api/fund-info/get/overview', as(fund.owner, fund));
    expect(read.body.published).toEqual(stored);
    // What a form sends: every field, the empty ones as null.
    const body = { blurbAndSummary: null, fundOverviewType: null, investmentThesis: null, ...read.body.published };
    const save = await t.call('PATCH', '/api/fund-info/edit/overview', { ...as(fund.owner, fund), body });
    expect(save.status).toBe(200);
    expect(save.body.approval).toBeNull();
    expect(await pendingItems(fund.id)).toEqual([]);
  });

  it('creates one request for a change, moves it on a second save, and withdraws it when the edit is undone', async () => {
    const fund = await publishProfile(t, platformAdmin, { type: 'fund' });
    const read = await t.call('GET', '/api/fund-info/get/overview', as(fund.owner, fund));
    const changed = { ...read.body.published, investmentThesis: 'Climate software at seed, led from Zurich.' };
    expect((await t.call('PATCH', '/api/fund-info/edit/overview', { ...as(fund.owner, fund), body: changed })).status).toBe(200);
    expect(await pendingItems(fund.id)).toEqual([expect.objectContaining({ section: 'overview' })]);
    expect((await t.call('PATCH', '/api/fund-info/edit/overview', { ...as(fund.owner, fund), body: changed })).status).toBe(200);
    expect(await pendingItems(fund.id)).toHaveLength(1);
    expect((await t.call('PATCH', '/api/fund-info/edit/overview', { ...as(fund.owner, fund), body: read.body.published })).status).toBe(
      200,
    );
    expect(await pendingItems(fund.id)).toEqual([]);
  });
});

describe('text lengths on the server', () => {
  it('refuses a 10,000-character headline with the message the form shows', async () => {
    const fund = await publishProfile(t, platformAdmin, { type: 'fund' });
    const read = await t.call('GET', '/api/fund-info/get/fund-details', as(fund.owner, fund));
    const res = await t.call('PATCH', '/api/fund-info/edit/fund-details', {
      ...as(fund.owner, fund),
      body: { ...read.body.data, headline: 'h'.repeat(10_000) },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ headline: [tooLongMessage(TEXT_MAX_LENGTH)] });
  });
});
