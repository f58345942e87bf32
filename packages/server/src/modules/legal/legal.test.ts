import { loadConfig } from '../../config';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/legal/operator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ OPERATOR_NAME: 'Alpenfonds AG', OPERATOR_CITY: 'Zürich', OPERATOR_COUNTRY: 'Switzerland' });
  });
  afterAll(() => t.close());

  it('names the configured operator to anyone, signed in or not', async () => {
    const res = await t.call('GET', '/api/legal/operator');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Alpenfonds AG', city: 'Zürich', country: 'Switzerland', email: 'hello@fundnet.io' });
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('the operator configuration', () => {
  it('has the reference installation’s operator by default', () => {
    expect(loadConfig({}).operator).toMatchObject({ name: 'Fundnet GmbH', registerNumber: 'HRB 248317 B' });
  });

  it('refuses an operator e-mail that is not one', () => {
    expect(() => loadConfig({ OPERATOR_EMAIL: 'not-an-address' })).toThrow('OPERATOR_EMAIL must be an e-mail address');
  });
});
