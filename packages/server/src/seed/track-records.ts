import type { DbOrTx } from '../modules/profiles/service';
import { storedFigures } from '../modules/track-record';
import { trackRecordGraduations, trackRecordInvestments, trackRecordSheets, trackRecords } from '../modules/track-record/tables';
import { sectionRng } from './names';
import type { DemoSection, DemoWorld } from './world';

const COMPANIES = [
  ['Brightloom', 'Fintech', 'Germany'],
  ['Cobalt Grid', 'Energy', 'Netherlands'],
  ['Dunemark', 'Logistics', 'France'],
  ['Ember Health', 'Health', 'Sweden'],
  ['Fieldnote', 'SaaS', 'United Kingdom'],
  ['Glasswing AI', 'AI', 'Germany'],
  ['Harbor Pay', 'Fintech', 'Spain'],
  ['Ironleaf', 'Agritech', 'Denmark'],
  ['Juniper Labs', 'Biotech', 'Switzerland'],
  ['Kestrel Mobility', 'Mobility', 'Germany'],
  ['Lumen Ledger', 'Fintech', 'Estonia'],
  ['Meridian Robotics', 'Industrial tech', 'Finland'],
  ['Nimbus Care', 'Health', 'Netherlands'],
  ['Orchard OS', 'SaaS', 'United States'],
  ['Pinecrest Bio', 'Biotech', 'France'],
  ['Quillmate', 'SaaS', 'Ireland'],
  ['Riverstone Energy', 'Energy', 'Norway'],
  ['Saltbox Foods', 'Consumer', 'Italy'],
  ['Tidewater Data', 'AI', 'United Kingdom'],
  ['Umbra Security', 'Cybersecurity', 'Israel'],
  ['Verdant Loop', 'Climate', 'Germany'],
  ['Wavelength XR', 'Consumer', 'Poland'],
  ['Yardline', 'Logistics', 'Belgium'],
  ['Zephyr Air', 'Climate', 'Austria'],
] as const;
const STAGES = ['PreSeed', 'Seed', 'Seed', 'SeriesA'] as const;
const NEXT: Record<string, string> = { PreSeed: 'Seed', Seed: 'SeriesA', SeriesA: 'SeriesB', SeriesB: 'SeriesC' };
const ORIGINS = ['Outreach', 'Inbound', 'LP', 'VC'] as const;
const ROLES = ['Lead', 'CoLead', 'Follow', 'Syndicate'] as const;
const BOARD = ['Yes', 'No', 'Observer'] as const;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addMonths = (date: string, months: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return iso(d);
};

/**
 * The demo fund's track record (issue 17): 24 investments made 2017-2021 with follow-ons, exits (one
 * IPO, acquisitions), write-offs and markups, and a few recorded graduations, visible on the profile with
 * its graduations, so the grid, the 24 charts and the graduation rates have something to show.
 */
export const trackRecordSeed: DemoSection = {
  name: 'track-record',
  async seed(tx: DbOrTx, world: DemoWorld) {
    const fund = world.profiles.find((p) => p.demo && p.type === 'fund');
    if (!fund) return { trackRecords: 0, investments: 0, graduations: 0 };
    const rng = sectionRng('track-record');
    const asOf = iso(world.now);
    const [record] = await tx
      .insert(trackRecords)
      .values({
        profileId: fund.id,
        name: `${fund.name} · Fund I`,
        website: null,
        currency: { label: 'Euro', value: 'EUR' },
        investmentPeriodFrom: 2017,
        investmentPeriodTo: 2021,
        numberOfInvestments: COMPANIES.length,
        investedCapital: { value: 40_000_000, currency: 'EUR' },
        stageFocus: [
          { value: 'Seed', inputVal: 'Seed' },
          { value: 'SeriesA', inputVal: 'SeriesA' },
        ],
        type: 'Fund',
        rvpiConfidence: 'Medium',
        visible: true,
        showGraduations: true,
      })
      .returning();
    const [sheet] = await tx.insert(trackRecordSheets).values({ trackRecordId: record!.id, name: 'Investments' }).returning();
    let graduations = 0;
    for (const [position, [companyName, sector, country]] of COMPANIES.entries()) {
      const start = `${2017 + Math.floor(position / 5)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
      const entryStage = rng.pick(STAGES);
      const initial = rng.int(4, 20) * 50_000;
      const followOn = rng.chance(0.6) ? rng.int(2, 20) * 50_000 : 0;
      const cost = initial + followOn;
      const outcome =
        position === 3 || position === 11 || position === 20 ? 'writeOff' : position === 1 ? 'ipo' : rng.chance(0.2) ? 'exit' : 'active';
      const multiple = outcome === 'ipo' ? 11.5 : outcome === 'exit' ? rng.int(12, 60) / 10 : rng.int(3, 45) / 10;
      const initialValuation = rng.int(3, 25) * 1_000_000;
      const ownership = Math.round((initial / initialValuation) * 1000) / 10;
      const exitDate = outcome === 'active' ? null : addMonths(start, rng.int(24, 60));
      const data: Record<string, string | number | null> = {
        companyName,
        website: `https://${companyName.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
        investmentEntity: `${fund.name} GmbH & Co. KG`,
        dateOfInitialInvestment: start,
        initialInvestmentsCost: initial,
        investmentType: rng.chance(0.8) ? 'Equity' : 'Convertible',
        totalInvestmentCost: cost,
        realizedValue:
          outcome === 'active' || outcome === 'writeOff'
            ? outcome === 'active' && rng.chance(0.2)
              ? Math.round(cost * 0.4)
              : 0
            : Math.round(cost * multiple),
        unrealizedValue: outcome === 'active' ? Math.round(cost * multiple) : 0,
        totalCapitalRaised: rng.int(2, 80) * 1_000_000,
        totalCapitalRaisedSince: followOn ? rng.int(2, 40) * 1_000_000 : 0,
        entryStage,
        initialOwnership: ownership,
        initialValuation,
        latestStage: followOn ? (NEXT[entryStage] ?? entryStage) : entryStage,
        currentOwnership: Math.round(ownership * 0.8 * 10) / 10,
        lastValuation: Math.round(initialValuation * (outcome === 'writeOff' ? 0 : multiple)),
        dateOfValuation: outcome === 'active' ? addMonths(asOf, -rng.int(1, 14)) : exitDate,
        lastFollowOnRound: followOn ? addMonths(start, rng.int(12, 24)) : null,
        exitDate,
        exitType: outcome === 'ipo' ? 'IPO' : outcome === 'exit' ? rng.pick(['Acquisition', 'Secondary'] as const) : null,
        exitStatus: outcome === 'writeOff' ? 'WriteOff' : outcome === 'active' ? null : 'Realized',
        responsiblePartner: rng.pick(['A. Keller', 'M. Okafor', 'S. Lindqvist'] as const),
        boardSeat: rng.pick(BOARD),
        role: rng.pick(ROLES),
        strategyFit: rng.chance(0.75) ? 'Core' : 'Opportunistic',
        country,
        primarySector: sector,
        dealOrigination: rng.pick(ORIGINS),
        coInvestors: rng.pick(['Atlas Capital', 'Seedcamp', 'Point Nine', 'Speedinvest'] as const),
        reportedGrossMoic: rng.chance(0.3) ? Math.round(multiple * (rng.chance(0.3) ? 1.2 : 1) * 100) / 100 : null,
      };
      const [investment] = await tx
        .insert(trackRecordInvestments)
        .values({ sheetId: sheet!.id, position, data, ...storedFigures(data, []) })
        .returning();
      if (followOn && data.lastFollowOnRound && position % 3 === 0) {
        graduations += 1;
        await tx.insert(trackRecordGraduations).values({
          trackRecordId: record!.id,
          sheetId: sheet!.id,
          investmentId: investment!.id,
          route: 'primaryEquity',
          graduationType: 'PrimaryEquity',
          nameOfGraduation: `${data.latestStage} round`,
          stageOfInvestment: String(data.latestStage),
          closingDate: String(data.lastFollowOnRound),
          fundParticipated: true,
          fundAmount: -followOn,
          roundAmount: Number(data.totalCapitalRaisedSince) || null,
          valuation: initialValuation * 2,
          form: {
            closingDate: data.lastFollowOnRound,
            currency: 'EUR',
            fundParticipated: true,
            investmentAmount: { value: followOn, currency: 'EUR' },
          },
          previousData: { ...data, totalInvestmentCost: initial, lastFollowOnRound: null },
        });
      }
    }
    return { trackRecords: 1, investments: COMPANIES.length, graduations };
  },
};
