import { fundInvestmentParticipants } from '../modules/fund-investment-participant/tables';
import { fundManagers } from '../modules/fund-manager/tables';
import { contentEntries } from '../modules/content/tables';
import { tooltips } from '../modules/tooltip/tables';
import type { DbOrTx } from '../modules/profiles/service';
import type { DemoSection, DemoWorld } from './world';
import { sectionRng } from './names';

/**
 * Platform content for the administration console (modules/tooltip, content, fund-manager,
 * fund-investment-participant): the help texts the apps show, the managed text of /about, and fund managers and
 * fund participants for the published funds, so every section of the console has something to manage.
 */

export const DEMO_TOOLTIPS = [
  { key: 'fund.targetFundSize', title: 'Target fund size', text: 'The total commitments the fund aims to raise, in the fund’s currency.' },
  { key: 'fund.vintageYear', title: 'Vintage year', text: 'The year of the fund’s first capital call or first investment.' },
  {
    key: 'fund.fundraisingStatus',
    title: 'Fundraising status',
    text: 'Where the fund is in its raise: pre-marketing, fundraising, closed, evergreen or in stealth.',
  },
  { key: 'fund.strategyType', title: 'Strategy type', text: 'How the fund invests: venture, growth, buyout, fund of funds, secondaries…' },
  // Keys follow the pages (modules/tooltip/README.md): a profile field is `<profile type>.<field name>`.
  { key: 'investor.dealRangeFrom', title: 'Deal range', text: 'The smallest and largest commitment you usually make to one fund.' },
  {
    key: 'investor.visibleInInvestorDiscovery',
    title: 'Visible in discovery',
    text: 'When on, fund managers can find your profile in investor discovery.',
  },
  {
    key: 'profileNda.requireNda',
    title: 'Require NDA',
    text: 'Visitors accept your NDA before they see the sections of your profile you protect.',
  },
  { key: 'trackRecord.grossMoic', title: 'Gross MOIC', text: 'Total value divided by invested capital, before fees and carry.' },
] as const;

/**
 * Managed texts of the static pages (slugs in modules/content/README.md; each page keeps its built-in text as the
 * fallback): /about's "why" and the help center's welcome published, the contact page's introduction a draft, so a
 * newcomer sees both states in /admin/content and the published ones on the site.
 */
export const DEMO_CONTENT = [
  {
    slug: 'about.why',
    kind: 'text' as const,
    title: 'Why we built Fundnet',
    body:
      'Raising a fund and choosing one are both still done with scattered decks, spreadsheets, e-mail threads and data rooms that each side sets up again for every conversation. Emerging managers struggle to be seen; investors spend weeks rebuilding numbers before they can compare two funds.\n\n' +
      'Fundnet puts the whole relationship in one place: a profile that stays current, a data room with permissions and analytics, track records that can be checked deal by deal, commitments and closing goals, feedback, introductions and events. Fewer copies of the same information, and more time for the conversations that matter.',
    published: true,
  },
  {
    slug: 'help-center.welcome',
    kind: 'text' as const,
    title: 'Welcome to the help center',
    body: 'Answers to the questions fund managers, investors and service providers ask most. Write to us from the contact page if yours is not here.',
    published: true,
  },
  {
    slug: 'contact.intro',
    kind: 'text' as const,
    title: 'Contact introduction',
    body: 'Questions about your profile, a data room or an introduction? Write to us: a person from the Fundnet team answers within one working day.',
    published: false,
  },
];

const ROLES = ['Managing Partner', 'General Partner', 'Partner', 'Principal', 'Investment Director'] as const;
const PARTICIPANT_TYPES = ['lp', 'lp', 'lp', 'anchor', 'coInvestor', 'gpCommitment'] as const;
const STATUSES = ['prospect', 'softCircled', 'committed', 'closed'] as const;

export async function seedPlatformContent(tx: DbOrTx, world: DemoWorld): Promise<Record<string, number>> {
  const rng = sectionRng('platform-content');
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rng.next() * list.length)]!;
  const admin = world.users.find((u) => u.kind === 'admin')!;
  const at = new Date(world.now.getTime() - 14 * 86_400_000);

  await tx.insert(tooltips).values(DEMO_TOOLTIPS.map((tip) => ({ ...tip, updatedBy: admin.id, createdAt: at, updatedAt: at })));
  await tx.insert(contentEntries).values(DEMO_CONTENT.map((entry) => ({ ...entry, updatedBy: admin.id, createdAt: at, updatedAt: at })));

  const users = new Map(world.users.map((user) => [user.id, user]));
  const funds = world.profiles.filter((p) => p.type === 'fund' && p.status === 'published').slice(0, 12);
  const investors = world.profiles.filter((p) => p.type === 'investor' && p.status === 'published');
  const managers = funds.flatMap((fund) => {
    const owners = world.memberships.filter((m) => m.profileId === fund.id && (m.role === 'owner' || m.role === 'admin'));
    const firm = fund.name.replace(/\s+(I|II|III|IV|V)$/, '');
    return owners.slice(0, 2).map((member, i) => {
      const person = users.get(member.userId)!;
      return {
        name: `${person.firstName} ${person.lastName}`,
        firm: `${firm} Management`,
        role: i === 0 ? 'Managing Partner' : pick(ROLES),
        email: person.email,
        linkedinUrl: `https://www.linkedin.com/in/${`${person.firstName}-${person.lastName}`.toLowerCase().replace(/[^a-z0-9-]+/g, '')}`,
        fundProfileId: fund.id,
        bio: `${person.firstName} leads ${firm}'s investments and sits on the boards of several portfolio companies.`,
        updatedBy: admin.id,
        createdAt: at,
        updatedAt: at,
      };
    });
  });
  if (managers.length) await tx.insert(fundManagers).values(managers);

  const participants = funds.slice(0, 8).flatMap((fund) =>
    Array.from({ length: 2 + Math.floor(rng.next() * 3) }, () => {
      const investor = investors.length ? pick(investors) : null;
      const status = pick(STATUSES);
      return {
        fundProfileId: fund.id,
        investorProfileId: investor?.id ?? null,
        participantName: investor?.name ?? 'Undisclosed LP',
        participantType: pick(PARTICIPANT_TYPES),
        status,
        commitmentValue: status === 'prospect' ? null : String((1 + Math.floor(rng.next() * 20)) * 250_000),
        commitmentCurrency: status === 'prospect' ? null : pick(['EUR', 'USD'] as const),
        note: status === 'softCircled' ? 'Waiting for the investment committee.' : null,
        updatedBy: admin.id,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  // One fund and investor once: the same investor drawn twice for a fund keeps its first row.
  const seen = new Set<string>();
  const unique = participants.filter((p) => {
    const key = `${p.fundProfileId}:${p.investorProfileId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (unique.length) await tx.insert(fundInvestmentParticipants).values(unique);
  return { tooltips: DEMO_TOOLTIPS.length, content: DEMO_CONTENT.length, fundManagers: managers.length, participants: unique.length };
}

export const platformContentSeed: DemoSection = { name: 'platform-content', seed: seedPlatformContent };
