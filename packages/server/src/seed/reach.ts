import { randomToken, sha256 } from '../lib/crypto';
import { hashInvitationCode } from '../modules/auth';
import { invitations } from '../modules/auth/tables';
import { introductions } from '../modules/introduction/tables';
import type { DbOrTx } from '../modules/profiles/service';
import type { DemoSection, DemoWorld } from './world';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Reach beyond the platform (issue 15, parts 5 and 6): the demo fund's investor invitations in every
 * status (Manage Invitations shows them) and introductions of the demo profiles: one waiting for the demo
 * fund's answer (Accept on /getIntroduce), one the demo investor made that was accepted (the contact shows),
 * one declined and one still waiting. Codes are random and not kept: the seed mails nothing.
 */
export const reachSeed: DemoSection = {
  name: 'reach',
  async seed(tx: DbOrTx, world: DemoWorld) {
    const demoFund = world.profiles.find((p) => p.demo && p.type === 'fund');
    const demoInvestor = world.profiles.find((p) => p.demo && p.type === 'investor');
    if (!demoFund || !demoInvestor) return { investorInvitations: 0, introductions: 0 };
    const owner = (profileId: string) => world.memberships.find((m) => m.profileId === profileId && m.role === 'owner')?.userId ?? null;
    const demoUserId = demoFund.createdByUserId;
    const now = world.now.getTime();
    const at = (offset: number) => new Date(now - offset);

    const message =
      'We are raising our second fund and would value your view. Our profile has the strategy, the track record and the terms.';
    const invitation = (
      email: string,
      sentAgo: number,
      extra: Partial<typeof invitations.$inferInsert> & { openedAgo?: number; sendCount?: number },
    ) => {
      const { openedAgo, sendCount, ...columns } = extra;
      return {
        kind: 'investor',
        email,
        codeHash: hashInvitationCode(randomToken(32)),
        invitedByUserId: demoUserId,
        profileId: demoFund.id,
        message,
        data: {
          lastSentAt: at(sentAgo).toISOString(),
          sendCount: sendCount ?? 1,
          ...(openedAgo !== undefined ? { openedAt: at(openedAgo).toISOString() } : {}),
        },
        createdAt: at(sentAgo),
        expiresAt: new Date(now - sentAgo + 14 * DAY),
        ...columns,
      };
    };
    const rows = [
      invitation('margot.lindqvist@alder-pension.example', 2 * HOUR, {}),
      invitation('tomas.berg@fjordfamily.example', 3 * DAY, { openedAgo: 2 * DAY }),
      invitation('helena.vos@kestrel-endowment.example', 9 * DAY, { openedAgo: 8 * DAY, acceptedAt: at(7 * DAY), sendCount: 2 }),
      invitation('jonas.weber@ridge-capital.example', 20 * DAY, {}),
      invitation('amira.haddad@cedar-foundation.example', 5 * DAY, { revokedAt: at(4 * DAY) }),
    ];
    await tx.insert(invitations).values(rows);

    const publicOf = (type: string, skip: number) =>
      world.profiles.filter((p) => !p.demo && p.type === type && p.status === 'published' && owner(p.id))[skip];
    const investorAsking = publicOf('investor', 0);
    const fundIntroduced = publicOf('fund', 0);
    const fundDeclined = publicOf('fund', 1);
    const providerWaiting = publicOf('serviceProvider', 0);
    const intros: (typeof introductions.$inferInsert)[] = [];
    const code = () => sha256(`introduction:${randomToken(32)}`);
    if (investorAsking) {
      intros.push({
        requesterProfileId: investorAsking.id,
        targetProfileId: demoFund.id,
        investorId: investorAsking.id,
        fundId: demoFund.id,
        requestedByUserId: owner(investorAsking.id),
        targetUserId: demoUserId,
        message: 'We allocate to emerging managers in Northern Europe and would like to understand your second fund.',
        codeHash: code(),
        createdAt: at(DAY),
        expiresAt: new Date(now - DAY + 14 * DAY),
      });
    }
    if (fundIntroduced) {
      intros.push({
        requesterProfileId: demoInvestor.id,
        targetProfileId: fundIntroduced.id,
        investorId: demoInvestor.id,
        fundId: fundIntroduced.id,
        requestedByUserId: demoUserId,
        targetUserId: owner(fundIntroduced.id),
        message: 'We are building our venture allocation and would like to meet your team.',
        status: 'introduced',
        codeHash: code(),
        createdAt: at(6 * DAY),
        expiresAt: new Date(now - 6 * DAY + 14 * DAY),
        respondedAt: at(5 * DAY),
        respondedByUserId: owner(fundIntroduced.id),
        introducedAt: at(5 * DAY),
      });
    }
    if (fundDeclined) {
      intros.push({
        requesterProfileId: demoInvestor.id,
        targetProfileId: fundDeclined.id,
        investorId: demoInvestor.id,
        fundId: fundDeclined.id,
        requestedByUserId: demoUserId,
        targetUserId: owner(fundDeclined.id),
        message: 'Could we talk about your next close?',
        status: 'declined',
        codeHash: code(),
        createdAt: at(12 * DAY),
        expiresAt: new Date(now - 12 * DAY + 14 * DAY),
        respondedAt: at(10 * DAY),
        respondedByUserId: owner(fundDeclined.id),
      });
    }
    if (providerWaiting) {
      intros.push({
        requesterProfileId: demoFund.id,
        targetProfileId: providerWaiting.id,
        fundId: demoFund.id,
        providerId: providerWaiting.id,
        requestedByUserId: demoUserId,
        targetUserId: owner(providerWaiting.id),
        message: 'We are looking for a fund administrator for our second fund.',
        codeHash: code(),
        createdAt: at(2 * DAY),
        expiresAt: new Date(now - 2 * DAY + 14 * DAY),
      });
    }
    if (intros.length > 0) await tx.insert(introductions).values(intros);
    return { investorInvitations: rows.length, introductions: intros.length };
  },
};
