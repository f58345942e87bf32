import { investorTypeOptions, type PassReason } from '@fundnet/validation-schema';
import type { DbOrTx } from '../db/client';
import { commitmentClosingGoals, commitmentInteractions, nonBindingCommitments } from '../modules/commitments/tables';
import { domainFor, lastNames, sectionRng } from './names';
import type { DemoSection, DemoWorld } from './world';

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

const LP_NAMES = [
  ['Baltic Pension Fund', 'pensionFund', 'Riga'],
  ['Helios Family Office', 'familyOffice', 'Zurich'],
  ['Fjord Capital Partners', 'fundOfFunds', 'Oslo'],
  ['Meridian Endowment', 'endowment', 'Boston'],
  ['Alder Insurance Group', 'insuranceCompany', 'Munich'],
  ['Kestrel Foundation', 'foundation', 'Copenhagen'],
  ['Granite Asset Management', 'assetManager', 'London'],
  ['Nordic Development Bank', 'governmentAgency', 'Helsinki'],
  ['Sandvik Corporate Ventures', 'corporate', 'Stockholm'],
  ['Maple Ridge Family Office', 'familyOffice', 'Toronto'],
  ['Atlas Fund of Funds', 'fundOfFunds', 'Amsterdam'],
  ['Corvid Capital', 'highNetWorthIndividual', 'Geneva'],
  ['Larch Pension Trust', 'pensionFund', 'Edinburgh'],
  ['Ostara Sovereign Fund', 'sovereignWealthFund', 'Singapore'],
  ['Bergen Savings Bank', 'bank', 'Bergen'],
  ['Elm Street Angels', 'businessAngel', 'Berlin'],
  ['Summit University Endowment', 'endowment', 'Zurich'],
  ['Vega Family Holdings', 'familyOffice', 'Milan'],
  ['Polaris Insurance', 'insuranceCompany', 'Paris'],
  ['Tern Asset Partners', 'assetManager', 'Dublin'],
  ['Aurora Fund Investors', 'fundOfFunds', 'Luxembourg'],
  ['Hollis Foundation', 'foundation', 'New York'],
] as const;

const PASS_REASONS: PassReason[] = [
  'inappropriateFees',
  'timing',
  'fundSizeTooSmall',
  'insufficientTrackRecord',
  'allocationFull',
  'sectorMismatch',
];
const investorTypes = new Set<string>(investorTypeOptions.map((o) => o.value));

/**
 * The demo fund's book (Northwind Ventures II): a first close goal of EUR 40m and a final close of EUR 100m, about 25
 * LPs (the three demo investors who read the data room among them, linked to their profiles so their reading heats
 * their rows), soft and hard commitments dated over the last nine months, meetings, calls, e-mails and feedback, and
 * six passes with reasons. Dates are relative to the seed's `now`.
 */
export const commitmentsSeed: DemoSection = {
  name: 'commitments',
  async seed(tx: DbOrTx, world: DemoWorld): Promise<Record<string, number>> {
    const fund = world.profiles.find((p) => p.demo && p.type === 'fund');
    if (!fund) return { rows: 0 };
    const rng = sectionRng('commitments');
    const now = world.now.getTime();
    const ago = (days: number) => new Date(now - days * DAY);

    await tx.insert(commitmentClosingGoals).values([
      {
        fundProfileId: fund.id,
        kind: 'first',
        closingName: 'First close',
        targetClosingDate: isoDay(ago(-60)),
        goalValue: 40_000_000,
        goalCurrency: 'EUR',
      },
      {
        fundProfileId: fund.id,
        kind: 'final',
        closingName: 'Final close',
        targetClosingDate: isoDay(ago(-300)),
        goalValue: 100_000_000,
        goalCurrency: 'EUR',
      },
    ]);

    // The demo investors who read the data room (data-room seed: the first three investor users), with their profiles.
    const readers = world.users.filter((u) => u.kind === 'investor').slice(0, 3);
    const profileOf = (userId: string) =>
      world.memberships
        .map((m) => world.profiles.find((p) => p.id === m.profileId && m.userId === userId && p.type === 'investor'))
        .find(Boolean);
    const platformLps = readers.flatMap((user) => {
      const profile = profileOf(user.id);
      if (!profile) return [];
      const type = profile.kind && investorTypes.has(profile.kind) ? profile.kind : 'other';
      return [
        {
          name: profile.name,
          type,
          hq: 'Stockholm',
          email: user.email,
          phone: user.phoneNumber ?? '+4685550100',
          lpProfileId: profile.id,
        },
      ];
    });
    const offPlatform = LP_NAMES.map(([name, type, hq]) => {
      const person = rng.pick(lastNames);
      return {
        name,
        type: type as string,
        hq,
        email: `${person.toLowerCase()}@${domainFor(name)}`,
        phone: `+44207${rng.int(100, 999)}${rng.int(1000, 9999)}`,
        lpProfileId: null as string | null,
      };
    });
    const lps = [...platformLps, ...offPlatform];

    const rows = lps.map((lp, i) => {
      const started = rng.int(20, 270);
      const stage = i < 3 ? 'soft' : rng.weighted({ hard: 4, soft: 4, none: 3 });
      const ticket = rng.pick([1, 2, 2.5, 3, 4, 5, 7.5, 10]) * 1_000_000;
      const softDays = started - rng.int(0, 15);
      const hardDays = Math.max(1, softDays - rng.int(20, 90));
      const hasSoft = stage !== 'none';
      const hasHard = stage === 'hard';
      return {
        fundProfileId: fund.id,
        lpProfileId: lp.lpProfileId,
        investorName: lp.name,
        email: lp.email,
        investorPhone: lp.phone,
        investorHq: lp.hq,
        investorType: lp.type,
        intendedValue: ticket,
        intendedCurrency: 'EUR',
        investmentEntity: `${lp.name}${rng.chance(0.5) ? ' SCSp' : ' Ltd'}`,
        lpType: rng.chance(0.3) ? ('returning' as const) : ('new' as const),
        closing: hasHard ? (hardDays > 40 ? ('first' as const) : ('final' as const)) : hasSoft ? ('first' as const) : null,
        website: `https://${domainFor(lp.name)}`,
        keyPerson: `${rng.pick(['Anna', 'Erik', 'Sofia', 'James', 'Marta', 'Lukas'])} ${rng.pick(lastNames)}`,
        note: rng.chance(0.4)
          ? rng.pick(['Wants a co-investment right', 'IC in two weeks', 'Asked for the LPA draft', 'Side letter: MFN'])
          : null,
        softValue: hasSoft ? ticket : null,
        softCurrency: hasSoft ? 'EUR' : null,
        softDate: hasSoft ? isoDay(ago(softDays)) : null,
        hardValue: hasHard ? ticket * rng.pick([0.8, 1, 1, 1.2]) : null,
        hardCurrency: hasHard ? 'EUR' : null,
        hardDate: hasHard ? isoDay(ago(hardDays)) : null,
        includeInFundLp: hasHard,
        showInvestmentAmount: hasHard && rng.chance(0.5),
        reminderFrequency: rng.pick(['weekly', 'monthly', 'quarterly', null, null] as const),
        createdAt: ago(started),
        updatedAt: ago(Math.max(1, started - 10)),
      };
    });
    const inserted = await tx.insert(nonBindingCommitments).values(rows).returning();

    const interactions: (typeof commitmentInteractions.$inferInsert)[] = [];
    let passes = 0;
    for (const [i, row] of inserted.entries()) {
      const started = Math.round((now - row.createdAt.getTime()) / DAY);
      const touches = rng.int(1, 6);
      for (let t = 0; t < touches; t++) {
        interactions.push({
          fundProfileId: fund.id,
          commitmentId: row.id,
          lpProfileId: row.lpProfileId,
          type: rng.weighted({ meeting: 3, call: 3, email: 4, note: 1 }),
          note: rng.pick(['Intro call', 'Fund presentation', 'Follow-up on terms', 'Reference calls', 'Data room walkthrough', null]),
          occurredAt: ago(rng.int(1, Math.max(2, started))),
        });
      }
      if (row.softValue != null) {
        interactions.push({
          fundProfileId: fund.id,
          commitmentId: row.id,
          lpProfileId: row.lpProfileId,
          type: 'commitment',
          note: 'Soft commitment',
          occurredAt: new Date(`${row.softDate}T10:00:00Z`),
        });
      }
      if (row.hardValue != null) {
        interactions.push({
          fundProfileId: fund.id,
          commitmentId: row.id,
          lpProfileId: row.lpProfileId,
          type: 'commitment',
          note: 'Hard commitment',
          occurredAt: new Date(`${row.hardDate}T10:00:00Z`),
        });
      }
      if (rng.chance(0.3)) {
        interactions.push({
          fundProfileId: fund.id,
          commitmentId: row.id,
          lpProfileId: row.lpProfileId,
          type: 'feedback',
          note: 'Shared feedback after the IC',
          occurredAt: ago(rng.int(1, 60)),
        });
      }
      if (row.softValue == null && i >= 3 && passes < PASS_REASONS.length) {
        interactions.push({
          fundProfileId: fund.id,
          commitmentId: row.id,
          lpProfileId: row.lpProfileId,
          type: 'pass',
          passReason: PASS_REASONS[passes],
          note: 'Passed after the second meeting',
          occurredAt: ago(rng.int(5, 90)),
        });
        passes += 1;
      }
    }
    await tx.insert(commitmentInteractions).values(interactions);
    return { rows: inserted.length, interactions: interactions.length, passes };
  },
};
