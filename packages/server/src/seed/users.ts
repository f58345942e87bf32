import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../config';
import type { DescribesYouBest, InvestorStyleArchetype, PointOfInterest, ProfileType } from '@fundnet/validation-schema';
import type { DbOrTx } from '../modules/profiles/service';
import { userInfo } from '../modules/user-info/tables';
import { users } from '../modules/users/tables';
import { asciiLower, domainFor, firstNames, jobTitles, lastNames, type Rng, seedCountries, seededUuid, uniqueDraw } from './names';

/** A demo account whose credentials the start command prints. */
export interface DemoCredentials {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** The administrator of the demo data (logs in through auth/admin/login). */
// One source for the demo accounts: the seed and the start command's banner (scripts/start.mjs) both read it.
const demoAccounts = JSON.parse(readFileSync(path.join(findRepoRoot(), 'packages/server/src/seed/demo-accounts.json'), 'utf8')) as {
  admin: DemoCredentials;
  user: DemoCredentials;
};

export const DEMO_ADMIN: DemoCredentials = demoAccounts.admin;

/** The demo user: owner of one fund, one investor and one service-provider profile. */
export const DEMO_USER: DemoCredentials = demoAccounts.user;

/** Every other seeded person signs in with the demo user's password (one hash for all of them). */
export const DEMO_MEMBER_PASSWORD = DEMO_USER.password;

/** Who a seeded person is: the admin, the demo user, a member of one profile kind, or a newcomer who has not onboarded yet. */
export type SeedUserKind = 'admin' | 'demo' | ProfileType | 'newcomer';

export interface SeedUser {
  id: string;
  kind: SeedUserKind;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  emailVerified: boolean;
  createdAt: Date;
}

export interface SeedUserInfo {
  userId: string;
  countryOfResidence: string;
  describesYouBest: DescribesYouBest;
  jobTitle: string;
  companyName: string;
  linkedinUrl: string;
  pointsOfInterest: PointOfInterest[];
  investorStyle: InvestorStyleArchetype | null;
  updatedAt: Date;
}

/** How many people of each kind are seeded besides the admin and the demo user (40 in all). */
export const SEED_PEOPLE: Readonly<Record<ProfileType | 'newcomer', number>> = { fund: 16, investor: 14, serviceProvider: 7, newcomer: 3 };

const DAY_MS = 86_400_000;

export const daysBefore = (now: Date, days: number, rng?: Rng) =>
  new Date(now.getTime() - days * DAY_MS - (rng ? rng.int(0, DAY_MS / 60_000 - 1) * 60_000 : 0));

/** The admin, the demo user, then 40 people with unique names and e-mails (the e-mail domain is set when they join a firm). */
/** A demo mobile number in E.164, valid for its country (UK mobile numbers have one digit more than the others here). */
const demoMobile = (countryCode: string, digits: number) => (countryCode === '44' ? `+447${digits}0` : `+${countryCode}7${digits}`);

export function planUsers(rng: Rng, now: Date): SeedUser[] {
  const planned: SeedUser[] = [
    {
      id: seededUuid(rng),
      kind: 'admin',
      ...DEMO_ADMIN,
      phoneNumber: null,
      emailVerified: true,
      createdAt: daysBefore(now, 720),
    },
    {
      id: seededUuid(rng),
      kind: 'demo',
      ...DEMO_USER,
      phoneNumber: '+41791234567',
      emailVerified: true,
      createdAt: daysBefore(now, 420),
    },
  ];
  const names = new Set<string>([`${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`, `${DEMO_USER.firstName} ${DEMO_USER.lastName}`]);
  for (const [kind, count] of Object.entries(SEED_PEOPLE) as [ProfileType | 'newcomer', number][]) {
    for (let i = 0; i < count; i++) {
      const fullName = uniqueDraw(names, () => `${rng.pick(firstNames)}|${rng.pick(lastNames)}`);
      const [firstName, lastName] = fullName.split('|') as [string, string];
      const newcomer = kind === 'newcomer';
      planned.push({
        id: seededUuid(rng),
        kind,
        email: `${asciiLower(firstName)}.${asciiLower(lastName)}@pending.example`,
        password: DEMO_MEMBER_PASSWORD,
        firstName,
        lastName,
        phoneNumber:
          !newcomer && rng.chance(0.4) ? demoMobile(rng.pick(['41', '49', '44', '31', '46']), rng.int(10_000_000, 99_999_999)) : null,
        // One newcomer never confirmed their e-mail address.
        emailVerified: !(newcomer && i === 0),
        createdAt: newcomer ? daysBefore(now, rng.int(1, 20), rng) : daysBefore(now, rng.int(60, 650), rng),
      });
    }
  }
  return planned;
}

/** Gives each person an e-mail at their firm (first.last@firm.example); newcomers keep a personal address. */
export function assignWorkEmails(people: SeedUser[], companyOf: ReadonlyMap<string, string>) {
  const emails = new Set<string>([DEMO_ADMIN.email, DEMO_USER.email]);
  for (const person of people) {
    if (person.kind === 'admin' || person.kind === 'demo') continue;
    const company = companyOf.get(person.id);
    const domain = company ? domainFor(company) : 'mail.example';
    const local = `${asciiLower(person.firstName)}.${asciiLower(person.lastName)}`;
    let email = `${local}@${domain}`;
    for (let n = 2; emails.has(email); n++) email = `${local}${n}@${domain}`;
    emails.add(email);
    person.email = email;
  }
}

const pointsByKind: Readonly<Record<ProfileType, readonly PointOfInterest[]>> = {
  fund: ['raiseCapital', 'findInvestors', 'coInvestments', 'dealFlow', 'findServiceProviders', 'marketInsights', 'networking'],
  investor: ['findFunds', 'coInvestments', 'secondaries', 'dealFlow', 'marketInsights', 'events', 'networking'],
  serviceProvider: ['offerServices', 'networking', 'events', 'marketInsights'],
};

const investorStyles: readonly InvestorStyleArchetype[] = [
  'ConsultantFollower',
  'AlphaHunter',
  'KnowledgeSeeker',
  'Traditionalist',
  'Simplifier',
  'Wizard',
];

/** Onboarding answers of everyone who finished onboarding (not the admin, not newcomers). */
export function planUserInfo(
  rng: Rng,
  people: readonly SeedUser[],
  companyOf: ReadonlyMap<string, string>,
  investorKindOf: ReadonlyMap<string, string>,
): SeedUserInfo[] {
  const infos: SeedUserInfo[] = [];
  for (const person of people) {
    if (person.kind === 'admin' || person.kind === 'newcomer') continue;
    const kind: ProfileType = person.kind === 'demo' ? 'fund' : person.kind;
    const describesYouBest: DescribesYouBest =
      kind === 'fund'
        ? 'fundManager'
        : kind === 'serviceProvider'
          ? 'serviceProvider'
          : investorKindOf.get(person.id) === 'familyOffice'
            ? 'familyOffice'
            : 'institutionalInvestor';
    const handle = `${asciiLower(person.firstName)}-${asciiLower(person.lastName)}`;
    infos.push({
      userId: person.id,
      countryOfResidence: person.kind === 'demo' ? 'CH' : rng.pick(seedCountries),
      describesYouBest,
      jobTitle: person.kind === 'demo' ? 'Managing Partner' : rng.pick(jobTitles[kind]),
      companyName: companyOf.get(person.id) ?? '',
      linkedinUrl: `https://www.linkedin.com/in/${handle}-${rng.int(100, 999)}`,
      pointsOfInterest:
        person.kind === 'demo' ? ['raiseCapital', 'findInvestors', 'coInvestments'] : rng.sample(pointsByKind[kind], rng.int(1, 3)),
      investorStyle: kind === 'investor' || person.kind === 'demo' ? rng.pick(investorStyles) : null,
      updatedAt: person.createdAt,
    });
  }
  return infos;
}

/** Inserts the people (hashes by distinct password, computed once each) and their onboarding answers. */
export async function insertUsers(
  tx: DbOrTx,
  people: readonly SeedUser[],
  infos: readonly SeedUserInfo[],
  hashes: ReadonlyMap<string, string>,
): Promise<void> {
  await tx.insert(users).values(
    people.map((person) => ({
      id: person.id,
      email: person.email,
      passwordHash: hashes.get(person.password)!,
      firstName: person.firstName,
      lastName: person.lastName,
      phoneNumber: person.phoneNumber,
      phoneVerifiedAt: person.phoneNumber ? person.createdAt : null,
      emailVerifiedAt: person.emailVerified ? person.createdAt : null,
      isAdmin: person.kind === 'admin',
      createdAt: person.createdAt,
      updatedAt: person.createdAt,
    })),
  );
  if (infos.length > 0) await tx.insert(userInfo).values([...infos]);
}
