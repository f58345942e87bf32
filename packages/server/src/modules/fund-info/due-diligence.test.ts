import { DD_LONG_TEXT_MAX, DD_SHORT_TEXT_MAX, type FundDueDiligenceSection, fundDueDiligenceSchemas } from '@fundnet/validation-schema';
import { createProfile, createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as, type FundTeam, fillSections, fundTeam, validFundSections } from './test-support';

/** The seven sections modelled on the ILPA DDQ (competition … risk-security): the same workflow as every fund section. */

let t: TestApp;
let platformAdmin: TestUser;
const ddSections = Object.keys(fundDueDiligenceSchemas) as FundDueDiligenceSection[];

beforeAll(async () => {
  t = await startTestApp();
  platformAdmin = await createUser(t, { admin: true });
});

afterAll(async () => {
  await t.close();
});

async function publish(team: FundTeam) {
  const submitted = await t.call('POST', '/api/fund-info/submit', as(team.owner, team.profile));
  expect(submitted.status).toBe(201);
  const approved = await t.call('POST', `/api/administration/approval/approve/fundInfo/${submitted.body.id}`, as(platformAdmin));
  expect(approved.status).toBe(200);
}

const publicFund = (team: FundTeam, caller: object = {}) => t.call('GET', `/api/fund-info/public/${team.profile.slug}`, caller);

describe('the due-diligence sections', () => {
  it.each(ddSections)('%s is saved by an editor, read back and refused to a viewer', async (section) => {
    const team = await fundTeam(t);
    const body = validFundSections[section];
    const saved = await t.call('PATCH', `/api/fund-info/edit/${section}`, { ...as(team.editor, team.profile), body });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(body);
    const read = await t.call('GET', `/api/fund-info/get/${section}`, as(team.viewer, team.profile));
    expect(read.body.data).toEqual(body);
    expect((await t.call('PATCH', `/api/fund-info/edit/${section}`, { ...as(team.viewer, team.profile), body })).status).toBe(403);
  });

  it('refuses texts over their maximum length, unknown options and too many entries, with the field named', async () => {
    const team = await fundTeam(t);
    const edit = (section: string, body: unknown) =>
      t.call('PATCH', `/api/fund-info/edit/${section}`, { ...as(team.editor, team.profile), body });

    const long = await edit('esg-impact', {
      ...validFundSections['esg-impact'],
      impactMeasurement: 'x'.repeat(DD_LONG_TEXT_MAX + 1),
      esgResponsible: 'y'.repeat(DD_SHORT_TEXT_MAX + 1),
      sfdrClassification: 'article10',
    });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({
      impactMeasurement: [`This text can be at most ${DD_LONG_TEXT_MAX} characters`],
      esgResponsible: [`This text can be at most ${DD_SHORT_TEXT_MAX} characters`],
      sfdrClassification: ['Select one of the options'],
    });
    // Exactly the maximum is fine.
    const atMax = await edit('esg-impact', { ...validFundSections['esg-impact'], impactMeasurement: 'x'.repeat(DD_LONG_TEXT_MAX) });
    expect(atMax.status).toBe(200);

    const competitors = Array.from({ length: 21 }, (_, i) => ({ name: `Rival ${i}` }));
    const tooMany = await edit('competition', { competitors });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({ competitors: ['You can add at most 20 entries'] });

    const nameless = await edit('organization-back-office', { keyServiceProviders: [{ role: 'auditor', name: ' ' }] });
    expect(nameless.status).toBe(422);
    expect(nameless.body.errors).toEqual({ 'keyServiceProviders.0.name': ['Provider name is required'] });

    const badDate = await edit('risk-security', { lastPenetrationTest: '15.09.2025' });
    expect(badDate.status).toBe(422);
    expect(Object.keys(badDate.body.errors)).toEqual(['lastPenetrationTest']);

    // Everything optional: an empty document is stored with nulls and empty lists.
    const empty = await edit('legal-tax', {});
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ fundDomicile: null, legalForm: null, taxReporting: [], mostFavouredNation: null });
  });

  it('count in the density, one weight point each', async () => {
    const team = await fundTeam(t);
    const density = async () => (await t.call('GET', '/api/fund-info/density', as(team.viewer, team.profile))).body;
    const before = await density();
    for (const section of ddSections) {
      expect(before.sections.find((s: { section: string }) => s.section === section)).toMatchObject({ filled: 0, weight: 1 });
    }
    await fillSections(t, team, ['legal-tax']);
    const after = await density();
    expect(after.sections.find((s: { section: string }) => s.section === 'legal-tax')).toEqual({
      section: 'legal-tax',
      filled: 10,
      total: 10,
      weight: 1,
      missing: [],
    });
    // 1 of 29 weight points.
    expect(after.density).toBe(3);
  });

  it('are published with the fund, then each edit waits for approval', async () => {
    const team = await fundTeam(t);
    await fillSections(t, team, ['fund-details', ...ddSections]);
    await publish(team);
    const published = await publicFund(team);
    for (const section of ddSections)
      expect(published.body.sections[section]).toMatchObject({ locked: false, data: validFundSections[section] });

    const changed = { ...validFundSections['audit-reporting'], auditor: 'PwC' };
    const edited = await t.call('PATCH', '/api/fund-info/edit/audit-reporting', { ...as(team.editor, team.profile), body: changed });
    expect(edited.body).toMatchObject({ changedSincePublished: true, approval: { section: 'audit-reporting', status: 'Tbd' } });
    expect((await publicFund(team)).body.sections['audit-reporting'].data.auditor).toBe('KPMG');

    const detail = await t.call('GET', `/api/administration/approvals/fundInfo/${edited.body.approval.id}`, as(platformAdmin));
    expect(detail.body.sections[0].changes).toEqual([{ field: 'auditor', before: 'KPMG', after: 'PwC' }]);
    const approved = await t.call('POST', `/api/administration/approval/approve/fundInfo/${edited.body.approval.id}`, as(platformAdmin));
    expect(approved.status).toBe(200);
    expect((await publicFund(team)).body.sections['audit-reporting'].data.auditor).toBe('PwC');
  });

  it('can be put behind the NDA: locked for the public until a profile accepts it', async () => {
    const team = await fundTeam(t);
    await fillSections(t, team, ['fund-details', 'legal-tax', 'risk-security']);
    await publish(team);
    const gate = await t.call('PATCH', '/api/fund-info/edit/require-nda', {
      ...as(team.owner, team.profile),
      body: { requireNda: true, sections: ['legal-tax', 'risk-security'] },
    });
    expect(gate.status).toBe(200);

    const anonymous = await publicFund(team);
    expect(anonymous.body.sections['legal-tax']).toEqual({ data: null, locked: true, publishedAt: expect.any(String) });
    expect(anonymous.body.sections['risk-security'].data).toBeNull();
    expect(JSON.stringify(anonymous.body)).not.toContain('CSSF');

    const lp = await createUser(t);
    const investor = await createProfile(t, lp, { type: 'investor' });
    const unlock = await t.call('POST', `/api/fund-info/unlock-section/${team.profile.id}`, {
      ...as(lp, investor),
      body: { section: 'legal-tax' },
    });
    expect(unlock.status).toBe(204);
    const unlocked = await publicFund(team, as(lp, investor));
    expect(unlocked.body.sections['legal-tax'].data.regulator).toBe('CSSF');
    expect(unlocked.body.sections['risk-security'].locked).toBe(true);
  });

  it('hide single fields from visitors', async () => {
    const team = await fundTeam(t);
    await fillSections(t, team, ['fund-details', 'diversity-equity-inclusion']);
    await publish(team);
    await t.call('PATCH', '/api/fund-info/edit/hidden-fields', {
      ...as(team.owner, team.profile),
      body: { fields: ['diversity-equity-inclusion.womenAmongPartners'] },
    });
    const data = (await publicFund(team)).body.sections['diversity-equity-inclusion'].data;
    expect(data).not.toHaveProperty('womenAmongPartners');
    expect(data.womenInInvestmentTeam).toBe(40);
  });
});
