import { eq } from 'drizzle-orm';
import { messages } from '@fundnet/validation-schema';
import { createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { contactMessages } from './tables';
import { uniqueEmail } from './test-support';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('POST auth/contact-us', () => {
  const body = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'Grace@Example.test',
    type: 'support',
    message: 'The data room does not open.',
  };

  it('stores the message and mails it to the support address (anonymous)', async () => {
    const res = await t.call('POST', '/api/auth/contact-us', { body });
    expect(res.status).toBe(204);
    const mail = await t.lastMail(t.config.supportEmail, 'contact-us');
    expect(mail?.text).toContain('The data room does not open.');
    expect(mail?.text).toContain('grace@example.test');
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'grace@example.test'));
    expect(row).toMatchObject({ firstName: 'Grace', type: 'support', userId: null });
  });

  it('links the message to a signed-in sender', async () => {
    const user = await createUser(t);
    const email = uniqueEmail();
    expect((await t.call('POST', '/api/auth/contact-us', { token: user.token, body: { ...body, email } })).status).toBe(204);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(row!.userId).toBe(user.id);
  });

  it('gives the spec messages', async () => {
    let res = await t.call('POST', '/api/auth/contact-us', { body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Email is required'],
      type: ['Type is required'],
      message: ['Message is required'],
    });
    res = await t.call('POST', '/api/auth/contact-us', { body: { ...body, email: 'nope', type: 'gossip', message: '  ' } });
    expect(res.body.errors).toEqual({
      email: [messages.emailInvalid],
      type: [messages.typeRequired],
      message: ['Message is required'],
    });
  });
});
