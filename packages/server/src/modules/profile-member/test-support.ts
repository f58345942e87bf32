import { and, eq } from 'drizzle-orm';
import { profileMembers } from '../profiles/tables';
import { addMember, createProfile, createUser, onPlan, type TestProfile, type TestUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

// What the profile-member test files share. The helpers take the file's app as a getter: each file starts its own.

export const as = (user: TestUser, profile?: { id: string; type: string }) => ({ token: user.token, profile });
export const inviteBody = (emails: string[], role = 'editor') => ({ emails, role, message: 'Join our team on Fundnet' });
export const newEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}@example.test`;

/** A team on a paid plan, invitations and roles, on the app `app()` returns. */
export function profileMemberHelpers(app: () => TestApp) {
  async function team(options: { name?: string } = {}) {
    const owner = await createUser(app());
    const profile = await createProfile(app(), owner, { name: options.name });
    // Four members and many invitations: more seats than the free plan's three (billing.test.ts covers the limit).
    await onPlan(app(), profile);
    const admin = await createUser(app());
    const editor = await createUser(app());
    const viewer = await createUser(app());
    await addMember(app(), profile, admin, 'admin');
    await addMember(app(), profile, editor, 'editor');
    await addMember(app(), profile, viewer, 'viewer');
    return { profile, owner, admin, editor, viewer };
  }

  /** Sends an invitation and returns its id and the code of the mailed link. */
  async function invite(by: TestUser, profile: TestProfile, email: string, role = 'editor') {
    const res = await app().call('POST', '/api/profileMember/invite', { ...as(by, profile), body: inviteBody([email], role) });
    expect(res.status).toBe(201);
    const mail = await app().lastMail(email, 'profile-member-invite');
    const link = new URL(mail!.data!.link!);
    return { id: res.body.invitations[0].id as string, code: link.searchParams.get('code')!, link, mail: mail! };
  }

  async function roleOf(profile: TestProfile, user: TestUser) {
    const [row] = await app()
      .database.db.select({ role: profileMembers.role })
      .from(profileMembers)
      .where(and(eq(profileMembers.profileId, profile.id), eq(profileMembers.userId, user.id)));
    return row?.role ?? null;
  }

  return { team, invite, roleOf };
}
