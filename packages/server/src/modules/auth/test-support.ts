import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { messages } from '@fundnet/validation-schema';
import { TEST_PASSWORD } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { users } from '../users/tables';
import { oneTimeCodes } from './tables';

// What the auth test files share. The helpers take the file's app as a getter: each file starts its own.

export const NEW_PASSWORD = 'N3w!passw0rd';
export const uniqueEmail = () => `someone-${randomUUID()}@example.test`;

export const passwordCases: [string, string][] = [
  ['', messages.passwordRequired],
  ['Aa1!aa', messages.passwordMinChar],
  ['abcdefg1!', messages.passwordUppercase],
  ['Abcdefgh!', messages.passwordNumber],
  ['Abcdefgh1', messages.passwordSpecial],
];

/** The sign-up, sign-in and database helpers of the auth tests, on the app `app()` returns. */
export function authHelpers(app: () => TestApp) {
  /** True when the token is accepted: profile-switch with an empty body answers 422 (validation) to a signed-in caller, 401 otherwise. */
  async function signedIn(token: string) {
    const { status } = await app().call('POST', '/api/auth/profile-switch', { token, body: {} });
    if (status !== 422 && status !== 401) throw new Error(`unexpected probe status ${status}`);
    return status === 422;
  }

  /** Signs up (no session: 202), then logs in with the new password, as a person who has not opened the mail yet would. */
  async function signup(overrides: Record<string, unknown> = {}) {
    const body = { email: uniqueEmail(), password: TEST_PASSWORD, firstName: 'Ada', lastName: 'Lovelace', ...overrides };
    const res = await app().call('POST', '/api/auth/signup', { body });
    expect(res.status).toBe(202);
    const login = await app().call('POST', '/api/auth/login', { body: { email: body.email, password: body.password } });
    expect(login.status).toBe(200);
    return { ...login.body, email: String(body.email).toLowerCase() } as { token: string; expiresAt: string; user: any; email: string };
  }

  async function userRow(id: string) {
    const [row] = await app().database.db.select().from(users).where(eq(users.id, id));
    return row!;
  }

  async function expire(purpose: string, userId: string) {
    await app()
      .database.db.update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
  }

  return { signedIn, signup, userRow, expire };
}
