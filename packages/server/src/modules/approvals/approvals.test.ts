import { eq } from 'drizzle-orm';
import { approvalsMessages } from '@fundnet/validation-schema';
import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as, type FundTeam, fillSections, fundTeam, validFundSections } from '../fund-info/test-support';
import { profiles } from '../profiles/tables';
import { approvals } from './tables';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t, { admin: true });
});

afterAll(async () => {
  await t.close();
});

const asAdmin = () => as(admin);
const publicFund = (team: FundTeam) => t.call('GET', `/api/fund-info/public/${team.profile.slug}`);
const ownerView = (team: FundTeam) => t.call('GET', '/api/fund-info', as(team.owner, team.profile));

async function submitted(): Promise<{ team: FundTeam; itemId: string }> {
  const team = await fundTeam(t);
  await fillSections(t, team, ['fund-details', 'overview']);
  const res = await t.call('POST', '/api/fund-info/submit', as(team.owner, team.profile));
  expect(res.status).toBe(201);
  return { team, itemId: res.body.id };
}

async function published(): Promise<FundTeam> {
  const { team, itemId } = await submitted();
  expect((await t.call('POST', `/api/administration/approval/approve/fundInfo/${itemId}`, asAdmin())).status).toBe(200);
  return team;
}

async function pendingSectionItem(team: FundTeam, section: string): Promise<string> {
  const list = await t.call('POST', '/api/administration/approvals/fundInfo', {
    ...asAdmin(),
    body: { profileId: team.profile.id, section, statuses: ['Tbd'] },
  });
  expect(list.body.items).toHaveLength(1);
  return list.body.items[0].id;
}

describe('access: administrators only', () => {
  const uuid = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['GET', '/api/administration/approvals/fundInfo', undefined],
    ['POST', '/api/administration/approvals/fundInfo', {}],
    ['GET', `/api/administration/approvals/fundInfo/${uuid}`, undefined],
    ['POST', `/api/administration/approval/approve/fundInfo/${uuid}`, undefined],
    ['POST', `/api/administration/approval/reject/fundInfo/${uuid}`, { reason: 'r', message: 'm' }],
    ['GET', '/api/administration/stats/approvals', undefined],
  ])('%s %s: 401 anonymous, 403 for a profile owner, allowed for an administrator', async (method, path, body) => {
    expect((await t.call(method, path, { body })).status).toBe(401);
    const team = await fundTeam(t);
    const res = await t.call(method, path, { ...as(team.owner, team.profile), body });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This area is for administrators only.');
    const ok = await t.call(method, path, { ...asAdmin(), body });
    expect([200, 404]).toContain(ok.status);
  });
});

describe('the whole approval flow', () => {
  it('draft → submit → approve → edit on published → decline → edit again → approve', async () => {
    // A draft: its edits are invisible publicly.
    const team = await fundTeam(t);
    await fillSections(t, team, ['fund-details', 'overview']);
    expect((await publicFund(team)).status).toBe(404);

    // Submit: one whole-profile item, visible to administrators with a diff of every section.
    const submit = await t.call('POST', '/api/fund-info/submit', as(team.owner, team.profile));
    const submissionId = submit.body.id;
    expect((await publicFund(team)).status).toBe(404);
    const pending = await t.call('POST', '/api/administration/approvals/fundInfo', {
      ...asAdmin(),
      body: { profileId: team.profile.id, statuses: ['Tbd'] },
    });
    expect(pending.body.items).toHaveLength(1);
    const listed = pending.body.items.find((i: any) => i.id === submissionId);
    expect(listed).toMatchObject({
      model: 'fundInfo',
      profileId: team.profile.id,
      profileType: 'fund',
      profileSlug: team.profile.slug,
      profileStatus: 'pendingApproval',
      section: null,
      status: 'Tbd',
      submittedBy: { id: team.owner.id, email: team.owner.email, firstName: 'Test', lastName: 'User' },
      decidedBy: null,
    });
    const detail = await t.call('GET', `/api/administration/approvals/fundInfo/${submissionId}`, asAdmin());
    expect(detail.status).toBe(200);
    expect(detail.body.sections.map((s: any) => s.section)).toEqual(['fund-details', 'overview']);
    expect(detail.body.sections[1]).toMatchObject({
      published: null,
      working: validFundSections.overview,
      changes: expect.arrayContaining([{ field: 'blurbAndSummary', before: null, after: validFundSections.overview.blurbAndSummary }]),
    });

    // Approve: everything is published; the owner is mailed.
    const approved = await t.call('POST', `/api/administration/approval/approve/fundInfo/${submissionId}`, asAdmin());
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'Approved', profileStatus: 'published', decidedBy: { id: admin.id } });
    expect(approved.body.sections.every((s: any) => s.changes.length === 0)).toBe(true);
    const approvedMail = await t.lastMail(team.owner.email, 'approval-approved');
    expect(approvedMail?.data).toMatchObject({ link: 'http://localhost:8080/fund', section: '' });
    expect(await t.lastMail(team.editor.email, 'approval-approved')).toBeUndefined();
    const pub1 = await publicFund(team);
    expect(pub1.status).toBe(200);
    expect(pub1.body.sections.overview.data.blurbAndSummary).toBe(validFundSections.overview.blurbAndSummary);

    // An edit on the published fund: the public keeps the published copy; one Tbd item for the section.
    const firstEdit = { ...validFundSections.overview, blurbAndSummary: 'Second version.' };
    const edited = await t.call('PATCH', '/api/fund-info/edit/overview', { ...as(team.editor, team.profile), body: firstEdit });
    expect(edited.body).toMatchObject({ changedSincePublished: true, approval: { section: 'overview', status: 'Tbd' } });
    const secondEdit = { ...validFundSections.overview, blurbAndSummary: 'Third version.' };
    const editedAgain = await t.call('PATCH', '/api/fund-info/edit/overview', { ...as(team.editor, team.profile), body: secondEdit });
    expect(editedAgain.body.approval.id).toBe(edited.body.approval.id);
    expect((await publicFund(team)).body.sections.overview.data.blurbAndSummary).toBe(validFundSections.overview.blurbAndSummary);
    const itemId = await pendingSectionItem(team, 'overview');
    expect(itemId).toBe(edited.body.approval.id);
    const sectionDetail = await t.call('GET', `/api/administration/approvals/fundInfo/${itemId}`, asAdmin());
    expect(sectionDetail.body.sections).toEqual([
      {
        section: 'overview',
        working: secondEdit,
        published: validFundSections.overview,
        changes: [{ field: 'blurbAndSummary', before: validFundSections.overview.blurbAndSummary, after: 'Third version.' }],
      },
    ]);

    // Decline: reason and message are required (the spec's messages).
    const empty = await t.call('POST', `/api/administration/approval/reject/fundInfo/${itemId}`, { ...asAdmin(), body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ reason: ['Reject reason is required'], message: ['Reject message is required'] });
    const blank = await t.call('POST', `/api/administration/approval/reject/fundInfo/${itemId}`, {
      ...asAdmin(),
      body: { reason: ' ', message: '' },
    });
    expect(blank.body.errors).toEqual({ reason: ['Reject reason is required'], message: ['Reject message is required'] });
    const declined = await t.call('POST', `/api/administration/approval/reject/fundInfo/${itemId}`, {
      ...asAdmin(),
      body: { reason: 'Unverifiable claim', message: 'Please cite a source for the track record.' },
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'Declined', reason: 'Unverifiable claim', profileStatus: 'published' });
    expect((await publicFund(team)).body.sections.overview.data.blurbAndSummary).toBe(validFundSections.overview.blurbAndSummary);
    const declinedMail = await t.lastMail(team.owner.email, 'approval-declined');
    expect(declinedMail?.data).toMatchObject({
      reason: 'Unverifiable claim',
      message: 'Please cite a source for the track record.',
      section: 'overview',
    });
    expect(declinedMail?.text).toContain('Unverifiable claim');

    // The owner sees the declined item with its reason, on the section and in the members' view.
    const view = await ownerView(team);
    expect(view.body.sections.overview).toMatchObject({
      data: secondEdit,
      published: validFundSections.overview,
      changedSincePublished: true,
      approval: { id: itemId, status: 'Declined', reason: 'Unverifiable claim', message: 'Please cite a source for the track record.' },
    });
    expect(view.body.profile.status).toBe('published');

    // A decided item cannot be decided again.
    for (const action of ['approve', 'reject']) {
      const again = await t.call('POST', `/api/administration/approval/${action}/fundInfo/${itemId}`, {
        ...asAdmin(),
        body: action === 'reject' ? { reason: 'r', message: 'm' } : undefined,
      });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('ALREADY_DECIDED');
    }

    // Edit again: a new Tbd item; approve: the public sees the new version.
    const finalEdit = { ...validFundSections.overview, blurbAndSummary: 'Fourth version, with sources.' };
    const retry = await t.call('PATCH', '/api/fund-info/edit/overview', { ...as(team.owner, team.profile), body: finalEdit });
    expect(retry.body.approval).toMatchObject({ status: 'Tbd', reason: null });
    expect(retry.body.approval.id).not.toBe(itemId);
    const ok = await t.call('POST', `/api/administration/approval/approve/fundInfo/${retry.body.approval.id}`, asAdmin());
    expect(ok.status).toBe(200);
    const pub2 = await publicFund(team);
    expect(pub2.body.sections.overview.data.blurbAndSummary).toBe('Fourth version, with sources.');
    const after = await t.call('GET', '/api/fund-info/get/overview', as(team.viewer, team.profile));
    expect(after.body).toMatchObject({ data: finalEdit, published: finalEdit, changedSincePublished: false, approval: null });
    expect((await t.lastMail(team.owner.email, 'approval-approved'))?.data?.section).toBe('overview');
  });

  it('approves only the version the administrator reviewed: an edit saved after the detail was read answers 409', async () => {
    const team = await published();
    const proposed = { ...validFundSections.overview, blurbAndSummary: 'Reviewed text.' };
    const edit = await t.call('PATCH', '/api/fund-info/edit/overview', { ...as(team.owner, team.profile), body: proposed });
    const id = edit.body.approval.id as string;
    const reviewed = await t.call('GET', `/api/administration/approvals/fundInfo/${id}`, asAdmin());
    expect(reviewed.body.reviewVersion).toMatch(/^[\w-]{22}$/);
    // Reading it again without an edit gives the same version.
    expect((await t.call('GET', `/api/administration/approvals/fundInfo/${id}`, asAdmin())).body.reviewVersion).toBe(
      reviewed.body.reviewVersion,
    );

    const later = { ...proposed, blurbAndSummary: 'Edited after the review started.' };
    await t.call('PATCH', '/api/fund-info/edit/overview', { ...as(team.owner, team.profile), body: later });
    const stale = await t.call('POST', `/api/administration/approval/approve/fundInfo/${id}`, {
      ...asAdmin(),
      body: { reviewVersion: reviewed.body.reviewVersion },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'CHANGED_SINCE_REVIEW', message: approvalsMessages.changedSinceReview });
    expect((await publicFund(team)).body.sections.overview.data.blurbAndSummary).not.toBe(later.blurbAndSummary);

    const fresh = await t.call('GET', `/api/administration/approvals/fundInfo/${id}`, asAdmin());
    expect(fresh.body.reviewVersion).not.toBe(reviewed.body.reviewVersion);
    const ok = await t.call('POST', `/api/administration/approval/approve/fundInfo/${id}`, {
      ...asAdmin(),
      body: { reviewVersion: fresh.body.reviewVersion },
    });
    expect(ok.status).toBe(200);
    expect((await publicFund(team)).body.sections.overview.data.blurbAndSummary).toBe(later.blurbAndSummary);
  });

  it('withdraws the pending item when an edit brings the section back to the published copy', async () => {
    const team = await published();
    const edited = await t.call('PATCH', '/api/fund-info/edit/overview', {
      ...as(team.editor, team.profile),
      body: { ...validFundSections.overview, investmentThesis: 'Changed.' },
    });
    const id = edited.body.approval.id;
    const back = await t.call('PATCH', '/api/fund-info/edit/overview', {
      ...as(team.editor, team.profile),
      body: validFundSections.overview,
    });
    expect(back.body).toMatchObject({ changedSincePublished: false, approval: null });
    expect(await t.database.db.select().from(approvals).where(eq(approvals.id, id))).toEqual([]);
  });

  it('keeps other sections published and settings outside the approval', async () => {
    const team = await published();
    await fillSections(t, team, ['hidden-fields']);
    const view = await ownerView(team);
    expect(Object.values(view.body.sections).every((s: any) => s.approval === null)).toBe(true);
    expect((await publicFund(team)).body.sections['fund-details'].data).not.toHaveProperty('targetFundSize');
    // A new section on a published fund is a Tbd item too; the public sees nothing of it yet.
    const added = await t.call('PATCH', '/api/fund-info/edit/contact-me', {
      ...as(team.editor, team.profile),
      body: validFundSections['contact-me'],
    });
    expect(added.body.approval.status).toBe('Tbd');
    expect((await publicFund(team)).body.sections['contact-me']).toBeUndefined();
  });

  it('declining a submission makes the profile rejected; it can be submitted again', async () => {
    const { team, itemId } = await submitted();
    const res = await t.call('POST', `/api/administration/approval/reject/fundInfo/${itemId}`, {
      ...asAdmin(),
      body: { reason: 'Incomplete', message: 'Add your fund terms.' },
    });
    expect(res.body).toMatchObject({ status: 'Declined', profileStatus: 'rejected' });
    expect((await t.lastMail(team.owner.email, 'approval-declined'))?.subject).toContain('was not approved');
    const view = await ownerView(team);
    expect(view.body.profile.status).toBe('rejected');
    expect(view.body.submission).toMatchObject({ id: itemId, status: 'Declined', reason: 'Incomplete', message: 'Add your fund terms.' });
    expect((await publicFund(team)).status).toBe(404);
    await fillSections(t, team, ['fund-terms']);
    const again = await t.call('POST', '/api/fund-info/submit', as(team.owner, team.profile));
    expect(again.status).toBe(201);
    await t.call('POST', `/api/administration/approval/approve/fundInfo/${again.body.id}`, asAdmin());
    expect(Object.keys((await publicFund(team)).body.sections).sort()).toEqual(['fund-details', 'fund-terms', 'overview']);
  });
});

describe('GET and POST approvals/{model}', () => {
  it('pages newest first and filters by status', async () => {
    const teams = [await submitted(), await submitted(), await submitted()];
    // Distinct submission times, oldest first.
    const base = Date.now() + 60_000;
    for (const [i, { itemId }] of teams.entries()) {
      await t.database.db
        .update(approvals)
        .set({ submittedAt: new Date(base + i * 1000) })
        .where(eq(approvals.id, itemId));
    }
    const first = await t.call('GET', '/api/administration/approvals/fundInfo?status=Tbd&limit=10&page=1', asAdmin());
    expect(first.status).toBe(200);
    expect(first.body.items.slice(0, 3).map((i: any) => i.id)).toEqual(teams.map((x) => x.itemId).reverse());
    expect(first.body).toMatchObject({ page: 1, limit: 10 });
    expect(first.body.items.every((i: any) => i.status === 'Tbd')).toBe(true);
    const total = first.body.total;
    const pageSize = 10;
    const lastPage = Math.max(1, Math.ceil(total / pageSize));
    // Other test files share the database (PostgreSQL runs two workers): counts only grow meanwhile.
    const last = await t.call('GET', `/api/administration/approvals/fundInfo?status=Tbd&page=${lastPage + 100}`, asAdmin());
    expect(last.body.items).toEqual([]);
    expect(last.body.total).toBeGreaterThanOrEqual(total);
    // Items of one model never show under another (other test files may add provider items meanwhile).
    const other = await t.call('GET', '/api/administration/approvals/serviceProviderInfo?limit=50', asAdmin());
    const ours = new Set(teams.map((x) => x.itemId));
    expect(other.body.items.filter((i: any) => ours.has(i.id))).toEqual([]);
    expect(other.body.items.every((i: any) => i.model === 'serviceProviderInfo')).toBe(true);
  });

  it.each([
    ['/api/administration/approvals/companyInfo', { model: ['Select a valid approval model'] }],
    ['/api/administration/approvals/fundInfo?status=Pending', { status: ['Select a valid approval status'] }],
    ['/api/administration/approvals/fundInfo?limit=15', { limit: ['Select a valid page size'] }],
    ['/api/administration/approvals/fundInfo?page=0', { page: ['Page must be a whole number of at least 1'] }],
    ['/api/administration/approvals/fundInfo?page=x', { page: ['Page must be a whole number of at least 1'] }],
    ['/api/administration/approvals/fundInfo/not-a-uuid', { id: ['This approval item does not exist.'] }],
  ])('GET %s answers 422', async (path, errors) => {
    const res = await t.call('GET', path, asAdmin());
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  it('searches with a body: statuses, section, profile, name, dates', async () => {
    const team = await published();
    await t.call('PATCH', '/api/fund-info/edit/overview', { ...as(team.editor, team.profile), body: { blurbAndSummary: 'Changed.' } });
    const name = (await t.database.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, team.profile.id)))[0]!.name;

    const byProfile = await t.call('POST', '/api/administration/approvals/fundInfo', {
      ...asAdmin(),
      body: { profileId: team.profile.id },
    });
    expect(byProfile.body.items.map((i: any) => [i.section, i.status])).toEqual([
      ['overview', 'Tbd'],
      [null, 'Approved'],
    ]);
    const wholeProfile = await t.call('POST', '/api/administration/approvals/fundInfo', {
      ...asAdmin(),
      body: { profileId: team.profile.id, section: 'profile' },
    });
    expect(wholeProfile.body.items.map((i: any) => i.section)).toEqual([null]);
    const byName = await t.call('POST', '/api/administration/approvals/fundInfo', {
      ...asAdmin(),
      body: { search: name.slice(5).toUpperCase(), statuses: ['Approved', 'Declined'] },
    });
    expect(byName.body.items.map((i: any) => i.profileId)).toEqual([team.profile.id]);
    const future = await t.call('POST', '/api/administration/approvals/fundInfo', {
      ...asAdmin(),
      body: { profileId: team.profile.id, submittedFrom: '2999-01-01T00:00:00Z' },
    });
    expect(future.body.total).toBe(0);
    const noBody = await t.call('POST', '/api/administration/approvals/fundInfo', asAdmin());
    expect(noBody.status).toBe(200);
    expect(noBody.body).toMatchObject({ page: 1, limit: 10 });
    const likeChars = await t.call('POST', '/api/administration/approvals/fundInfo', { ...asAdmin(), body: { search: '%' } });
    expect(likeChars.body.total).toBe(0);
  });

  it.each([
    [{ statuses: ['Maybe'] }, { 'statuses.0': ['Select a valid approval status'] }],
    [
      { page: 0, limit: 7 },
      { page: ['Page must be a whole number of at least 1'], limit: ['Select a valid page size'] },
    ],
    [
      { profileId: 'x', submittedFrom: 'yesterday' },
      { profileId: ['This approval item does not exist.'], submittedFrom: ['Enter a valid date and time'] },
    ],
  ])('POST search rejects %j', async (body, errors) => {
    const res = await t.call('POST', '/api/administration/approvals/fundInfo', { ...asAdmin(), body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  it('answers 404 for an unknown item or one of another model', async () => {
    const { itemId } = await submitted();
    expect((await t.call('GET', '/api/administration/approvals/fundInfo/00000000-0000-4000-8000-000000000000', asAdmin())).status).toBe(
      404,
    );
    expect((await t.call('GET', `/api/administration/approvals/investorInfo/${itemId}`, asAdmin())).status).toBe(404);
    expect((await t.call('POST', `/api/administration/approval/approve/investorInfo/${itemId}`, asAdmin())).status).toBe(404);
  });
});

describe('GET stats/approvals', () => {
  it('counts items per model and status', async () => {
    const before = (await t.call('GET', '/api/administration/stats/approvals', asAdmin())).body;
    expect(Object.keys(before)).toEqual(['fundInfo', 'investorInfo', 'serviceProviderInfo']);
    expect(Object.keys(before.serviceProviderInfo)).toEqual(['Tbd', 'Approved', 'Declined']);
    const team = await published();
    await t.call('PATCH', '/api/fund-info/edit/overview', { ...as(team.editor, team.profile), body: { blurbAndSummary: 'New.' } });
    const itemId = await pendingSectionItem(team, 'overview');
    await t.call('POST', `/api/administration/approval/reject/fundInfo/${itemId}`, { ...asAdmin(), body: { reason: 'r', message: 'm' } });
    await t.call('PATCH', '/api/fund-info/edit/fund-details', {
      ...as(team.editor, team.profile),
      body: { ...validFundSections['fund-details'], headline: 'New headline' },
    });
    const after = (await t.call('GET', '/api/administration/stats/approvals', asAdmin())).body;
    // This test added one of each; other test files may add more meanwhile (they share the database on PostgreSQL).
    for (const status of ['Tbd', 'Approved', 'Declined'] as const) {
      expect(after.fundInfo[status]).toBeGreaterThanOrEqual(before.fundInfo[status] + 1);
    }
    const own = await t.call('POST', '/api/administration/approvals/fundInfo', { ...asAdmin(), body: { profileId: team.profile.id } });
    expect(own.body.items.map((i: any) => [i.section, i.status])).toEqual([
      ['fund-details', 'Tbd'],
      ['overview', 'Declined'],
      [null, 'Approved'],
    ]);
  });
});
