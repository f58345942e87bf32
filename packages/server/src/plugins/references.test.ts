import { randomUUID } from 'node:crypto';
import { fieldOfReference, foreignKeyViolation, missingReferenceMessage } from '../db/references';
import { createProfile, createUser, type TestProfile, type TestUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/test-app';

/**
 * A request naming something that does not exist (a well-formed id of nothing) is a 422 on that field, on every
 * route: the foreign-key violation the database raises is mapped at the edge (plugins/errors.ts, db/references.ts),
 * never a 500. The property test (openapi/property.test.ts) sends such ids to every operation.
 */

let t: TestApp;
let owner: TestUser;
let fund: TestProfile;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(t);
  fund = await createProfile(t, owner, { type: 'fund', status: 'published' });
});
afterAll(() => t.close());

const investor = {
  investorName: 'Nordic Pension',
  email: 'lp@nordic.example',
  investorPhone: '+46 8 123 4567',
  investorHq: 'Stockholm',
  investorType: 'pensionFund',
};

const as = (user: TestUser, profile: TestProfile) => ({ token: user.token, profile: { id: profile.id, type: profile.type } });

describe('a reference to something that does not exist', () => {
  it('is a 422 on lpProfileId when a commitment names an unknown LP profile', async () => {
    const res = await t.call('POST', `/api/commitments/create-non-binding-commitment/${fund.id}`, {
      ...as(owner, fund),
      body: { ...investor, lpProfileId: randomUUID() },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'This profile does not exist.',
      code: 'REFERENCE_NOT_FOUND',
      errors: { lpProfileId: ['This profile does not exist.'] },
    });
  });

  it('names the row of a list: rows.0.lpProfileId when a saved book row names an unknown LP profile', async () => {
    const row = { ...investor, lpProfileId: randomUUID() };
    const res = await t.call('POST', `/api/commitments/save-non-binding-commitments-table/${fund.id}`, {
      ...as(owner, fund),
      body: { rows: [row] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'rows.0.lpProfileId': ['This profile does not exist.'] });
  });

  it('is a 422 on investorProfileId when an administrator records a participant of an unknown investor', async () => {
    const admin = await createUser(t, { admin: true });
    const res = await t.call('POST', '/api/fund-investment-participant', {
      token: admin.token,
      body: { fundProfileId: fund.id, investorProfileId: randomUUID(), participantName: 'Nordic Pension' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ investorProfileId: [expect.stringMatching(/does not exist\.$/)] });
  });
});

describe('db/references: reading the violation', () => {
  const pgError = (detail: string, message = 'insert or update on table "x" violates foreign key constraint "x_fk"') => ({
    cause: Object.assign(new Error(message), { code: '23503', severity: 'ERROR', detail }),
  });

  it('finds the field by the column’s name, else by the value (a list of ids), and tells a delete apart', () => {
    const id = randomUUID();
    const missing = foreignKeyViolation(pgError(`Key (fund_profile_id)=(${id}) is not present in table "profiles".`))!;
    expect(missing).toEqual({ column: 'fund_profile_id', value: id, table: 'profiles', missing: true });
    expect(fieldOfReference(missing, [{ fundId: id, fundProfileId: id }])).toBe('fundProfileId');
    expect(fieldOfReference(missing, [{ profileIds: [randomUUID(), id] }])).toBe('profileIds.1');
    expect(fieldOfReference(missing, [{}, { fundId: id }])).toBe('fundId');
    expect(missingReferenceMessage('track_record_sheets')).toBe('This track record sheet does not exist.');
    expect(missingReferenceMessage('companies')).toBe('This company does not exist.');
    const deleting = foreignKeyViolation(
      pgError(`Key (id)=(${id}) is still referenced from table "commitments".`, 'update or delete on table "profiles" violates …'),
    );
    expect(deleting?.missing).toBe(false);
    expect(foreignKeyViolation(new Error('plain'))).toBeUndefined();
  });
});
