import type { DbOrTx } from '../db/client';
import { referralLinks, referralSignups } from '../modules/administration/tables';
import { auditLog } from '../modules/audit-log/tables';
import { DEMO_ADMIN, DEMO_USER } from './users';
import type { DemoSection, DemoWorld } from './world';

const DAY = 86_400_000;

/**
 * The administration console's demo data: three referral links with clicks and the sign-ups they brought (some of
 * those people created profiles, so "profiles created" shows too), and an activity log of the last weeks (sign-ins,
 * approvals, a revoke and its reinstatement, a referral link created, an export) with before / after diffs.
 * Deterministic: picks people by their place in the planned world.
 */
export const administrationSeed: DemoSection = {
  name: 'administration',
  async seed(tx: DbOrTx, world: DemoWorld) {
    const admin = world.users.find((user) => user.email === DEMO_ADMIN.email)!;
    const demo = world.users.find((user) => user.email === DEMO_USER.email)!;
    const others = world.users.filter((user) => user.id !== admin.id && user.id !== demo.id);
    const at = (daysAgo: number, hour = 10) => new Date(world.now.getTime() - daysAgo * DAY + hour * 3_600_000 - 12 * 3_600_000);

    const links = [
      { code: 'lp-summit-berlin', label: 'Berlin LP Summit', clicks: 143, people: others.slice(0, 6), daysAgo: 40 },
      { code: 'emerging-managers', label: 'Emerging managers newsletter', clicks: 88, people: others.slice(6, 10), daysAgo: 25 },
      { code: 'partner-programme', label: 'Partner: service-provider programme', clicks: 21, people: others.slice(10, 11), daysAgo: 9 },
    ];
    let signUps = 0;
    for (const link of links) {
      const [row] = await tx
        .insert(referralLinks)
        .values({
          code: link.code,
          label: link.label,
          clicks: link.clicks,
          createdBy: admin.id,
          createdAt: at(link.daysAgo),
          updatedAt: at(link.daysAgo),
        })
        .returning({ id: referralLinks.id });
      for (const person of link.people) {
        await tx.insert(referralSignups).values({ userId: person.id, linkId: row!.id, createdAt: person.createdAt });
        signUps += 1;
      }
    }

    const entries: (typeof auditLog.$inferInsert)[] = [];
    const ip = (n: number) => `203.0.113.${10 + (n % 200)}`;
    for (const link of links) {
      entries.push({
        at: at(link.daysAgo),
        action: 'admin.referralLinkCreated',
        actorId: admin.id,
        actorEmail: admin.email,
        ip: ip(1),
        targetType: 'referralLink',
        targetLabel: link.label,
        after: { code: link.code, label: link.label, active: true },
      });
    }
    others.slice(0, 24).forEach((person, index) => {
      entries.push({
        at: at(20 - (index % 20), 8 + (index % 9)),
        action: 'auth.login',
        actorId: person.id,
        actorEmail: person.email,
        ip: ip(index + 20),
        targetType: 'user',
        targetId: person.id,
        targetLabel: person.email,
      });
    });
    entries.push(
      {
        at: at(12, 9),
        action: 'auth.loginFailed',
        actorId: demo.id,
        actorEmail: demo.email,
        ip: ip(77),
        targetType: 'user',
        targetId: demo.id,
        targetLabel: demo.email,
        after: { adminLogin: false },
      },
      {
        at: at(12, 9),
        action: 'auth.login',
        actorId: demo.id,
        actorEmail: demo.email,
        ip: ip(77),
        targetType: 'user',
        targetId: demo.id,
        targetLabel: demo.email,
      },
      {
        at: at(6, 15),
        action: 'auth.passwordChanged',
        actorId: demo.id,
        actorEmail: demo.email,
        ip: ip(77),
        targetType: 'user',
        targetId: demo.id,
        targetLabel: demo.email,
      },
    );
    const revoked = others[15]!;
    entries.push(
      {
        at: at(5, 11),
        action: 'admin.userRevoked',
        actorId: admin.id,
        actorEmail: admin.email,
        ip: ip(1),
        targetType: 'user',
        targetId: revoked.id,
        targetLabel: revoked.email,
        before: { revoked: false },
        after: { revoked: true },
      },
      {
        at: at(4, 16),
        action: 'admin.userReinstated',
        actorId: admin.id,
        actorEmail: admin.email,
        ip: ip(1),
        targetType: 'user',
        targetId: revoked.id,
        targetLabel: revoked.email,
        before: { revoked: true },
        after: { revoked: false },
      },
    );
    world.profiles
      .filter((profile) => profile.status === 'published')
      .slice(0, 8)
      .forEach((profile, index) => {
        entries.push({
          at: at(30 - index * 3, 14),
          action: 'approval.approved',
          actorId: admin.id,
          actorEmail: admin.email,
          ip: ip(1),
          targetType: `${profile.type}Info`,
          targetId: profile.id,
          targetLabel: profile.name,
          after: { section: null, status: 'Approved' },
        });
      });
    entries.push({
      at: at(2, 17),
      action: 'admin.activityExported',
      actorId: admin.id,
      actorEmail: admin.email,
      ip: ip(1),
      targetType: 'activity',
      targetLabel: 'Activity log',
      after: { filters: { action: 'auth.login' }, rows: 24 },
    });
    await tx.insert(auditLog).values(entries);
    return { referralLinks: links.length, referralSignUps: signUps, auditEntries: entries.length };
  },
};
