import {
  fundMaturities,
  fundraisingStatuses,
  geographyOptions,
  investorInvestmentStatuses,
  investorTypeOptions,
  type ProfileType,
  providerStatuses,
  sectorOptions,
  serviceProviderTypeOptions,
  stages,
  strategyTypeOptions,
} from '@fundnet/validation-schema';
import { createRng, fundName, investorName, providerName, type Rng, type SeedInvestorKind, type SeedProviderKind } from '../seed/names';

/**
 * The benchmark's synthetic world: profiles with realistic (skewed) distributions of every value discovery
 * filters on, and random filter sets drawn from the same vocabulary. Deterministic for a seed.
 */

/** Skewed pick: the first items are the most common (weight 1 / (rank + 1)^s). */
export function zipf<T>(items: readonly T[], s = 1): (rng: Rng) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < items.length; i++) {
    total += 1 / (i + 1) ** s;
    cumulative.push(total);
  }
  return (rng) => {
    const roll = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < roll) lo = mid + 1;
      else hi = mid;
    }
    return items[lo]!;
  };
}

const pickSome = <T>(rng: Rng, pick: (rng: Rng) => T, min: number, max: number): T[] => {
  const count = rng.int(min, max);
  const out = new Set<T>();
  for (let i = 0; i < count * 3 && out.size < count; i++) out.add(pick(rng));
  return [...out];
};

export const cities = [
  ['London', 'United Kingdom'],
  ['New York', 'USA'],
  ['San Francisco', 'USA'],
  ['Berlin', 'Germany'],
  ['Paris', 'France'],
  ['Zürich', 'Switzerland'],
  ['Stockholm', 'Sweden'],
  ['Amsterdam', 'Netherlands'],
  ['Munich', 'Germany'],
  ['Boston', 'USA'],
  ['Singapore', 'Singapore'],
  ['Luxembourg', 'Luxembourg'],
  ['Copenhagen', 'Denmark'],
  ['Helsinki', 'Finland'],
  ['Oslo', 'Norway'],
  ['Madrid', 'Spain'],
  ['Milan', 'Italy'],
  ['Dublin', 'Ireland'],
  ['Vienna', 'Austria'],
  ['Hamburg', 'Germany'],
  ['Tel Aviv', 'Israel'],
  ['Toronto', 'Canada'],
  ['Sydney', 'Australia'],
  ['Hong Kong', 'Hong Kong'],
  ['Tokyo', 'Japan'],
  ['Dubai', 'United Arab Emirates'],
  ['Warsaw', 'Poland'],
  ['Lisbon', 'Portugal'],
  ['Brussels', 'Belgium'],
  ['Geneva', 'Switzerland'],
  ['Austin', 'USA'],
  ['Bangalore', 'India'],
  ['São Paulo', 'Brazil'],
  ['Mexico City', 'Mexico'],
  ['Cape Town', 'South Africa'],
  ['Tallinn', 'Estonia'],
  ['Prague', 'Czechia'],
  ['Budapest', 'Hungary'],
  ['Seoul', 'South Korea'],
  ['Auckland', 'New Zealand'],
] as const;
const pickCity = zipf(cities, 0.9);

export const keywordVocabulary = [
  'b2b saas',
  'fintech',
  'ai',
  'climate',
  'healthcare',
  'deep tech',
  'marketplaces',
  'consumer',
  'infrastructure',
  'impact',
  'payments',
  'biotech',
  'mobility',
  'cybersecurity',
  'insurtech',
  'proptech',
  'edtech',
  'energy transition',
  'developer tools',
  'robotics',
  'space',
  'gaming',
  'food',
  'agritech',
  'logistics',
  'web3',
  'quantum',
  'semiconductors',
  'medtech',
  'hr tech',
  'legal tech',
  'govtech',
  'regtech',
  'wealthtech',
  'circular economy',
  'water',
  'batteries',
  'hydrogen',
  'carbon removal',
  'femtech',
  'longevity',
  'mental health',
  'vertical saas',
  'open source',
  'data infrastructure',
  'industrial automation',
  'construction tech',
  'travel',
  'media',
  'creator economy',
  'emerging managers',
  'secondaries',
  'co-investments',
  'fund of funds',
  'growth equity',
  'buyouts',
  'venture debt',
  'private credit',
  'real assets',
  'family office',
] as const;
const pickKeyword = zipf(keywordVocabulary, 1.05);

const currencies = { USD: 45, EUR: 35, GBP: 10, CHF: 3, SEK: 2, JPY: 1, SGD: 2, CAD: 2 } as const;
const pickStrategy = zipf(strategyTypeOptions.map((o) => o.value));
const pickSector = zipf(
  sectorOptions.map((o) => o.value),
  0.8,
);
const pickGeography = zipf(
  geographyOptions.map((o) => o.value),
  0.7,
);
const pickStage = zipf(stages, 0.6);
const pickInvestorType = zipf(
  investorTypeOptions.map((o) => o.value),
  0.8,
);
const pickProviderType = zipf(
  serviceProviderTypeOptions.map((o) => o.value),
  0.8,
);
const investorKinds: SeedInvestorKind[] = ['familyOffice', 'pensionFund', 'fundOfFunds', 'endowment', 'foundation', 'insuranceCompany'];
const providerKinds: SeedProviderKind[] = ['fundAdministration', 'legal', 'placementAgent', 'audit', 'tax', 'depositary'];

/** A log-uniform amount between min and max, rounded to a thousand. */
const logAmount = (rng: Rng, min: number, max: number) =>
  Math.round(Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min))) / 1000) * 1000;

export interface BenchProfile {
  id: string;
  type: ProfileType;
  name: string;
  slug: string;
  /** Published copies of the sections discovery reads. */
  sections: Record<string, Record<string, unknown>>;
  settings: { requireNda: boolean; ndaSections: string[]; hiddenFields: string[] } | null;
  weight: number;
}

const uuidOf = (type: ProfileType, index: number) => {
  const prefix = type === 'fund' ? '1' : type === 'investor' ? '2' : '3';
  return `${prefix}0000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
};

const slugOf = (name: string, index: number) =>
  `${name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${index}`;

function adminSection(rng: Rng) {
  return { verified: rng.chance(0.2) ? 'Yes' : 'No', featured: rng.chance(0.01) ? 'Yes' : 'No', internalNote: null };
}

function settingsOf(rng: Rng, hideable: string, gateable: string) {
  const hidden = rng.chance(0.03) ? [hideable] : [];
  const gated = rng.chance(0.05) ? [gateable] : [];
  if (hidden.length === 0 && gated.length === 0) return null;
  return { requireNda: gated.length > 0, ndaSections: gated, hiddenFields: hidden };
}

export function benchFund(rng: Rng, index: number): BenchProfile {
  const name = fundName(rng);
  const [city, country] = pickCity(rng);
  const status = rng.weighted({ 'currently-fundraising': 45, closed: 25, 'pre-marketing': 15, evergreen: 7, 'stealth-mode': 8 });
  const currency = rng.weighted(currencies);
  return {
    id: uuidOf('fund', index),
    type: 'fund',
    name,
    slug: slugOf(name, index),
    sections: {
      'admin-section': adminSection(rng),
      'fund-details': {
        companyName: name,
        fundManagementCompany: `${name.split(' ')[0]} Management`,
        fundHeadquarter: `${city}, ${country}`,
        headline: `${rng.pick(['Early-stage', 'Growth', 'Seed', 'Thematic', 'Multi-stage'])} investor in ${pickKeyword(rng)} and ${pickKeyword(rng)}`,
        fundMaturity: rng.pick(fundMaturities),
        keywords: pickSome(rng, pickKeyword, 1, 5),
        targetFundSize: status === 'evergreen' && rng.chance(0.7) ? null : { value: logAmount(rng, 5_000_000, 2_000_000_000), currency },
        vintageYear: rng.int(2012, 2026),
        sectorFocus: pickSome(rng, pickSector, 1, 3),
        stageFocus: pickSome(rng, pickStage, 1, 3),
        strategyType: pickSome(rng, pickStrategy, 1, 2),
        links: { url: `https://fund-${index}.example` },
      },
      'fundraising-status': { fundraisingStatus: status },
      'target-portfolio-geography': { geographies: pickSome(rng, pickGeography, 1, 3) },
      overview: { blurbAndSummary: `${name} backs founders in ${pickKeyword(rng)}.`, fundOverviewType: 'Venture fund' },
    },
    settings: settingsOf(rng, 'fund-details.targetFundSize', 'target-portfolio-geography'),
    weight: rng.chance(0.02) ? rng.int(-5, 10) : 0,
  };
}

export function benchInvestor(rng: Rng, index: number): BenchProfile {
  const name = investorName(rng, rng.pick(investorKinds));
  const from = logAmount(rng, 100_000, 20_000_000);
  const currency = rng.weighted(currencies);
  return {
    id: uuidOf('investor', index),
    type: 'investor',
    name,
    slug: slugOf(name, index),
    sections: {
      'admin-section': adminSection(rng),
      'your-details': {
        headline: `${rng.pick(['Long-term', 'Patient', 'Active', 'Selective'])} LP in ${pickKeyword(rng)}`,
        investmentEntity: `${name} Holding`,
        investorType: pickInvestorType(rng),
        linkedinProfile: null,
        visibleInInvestorDiscovery: rng.chance(0.85),
        allowInvestorContact: rng.chance(0.5),
      },
      'investment-status': { investmentStatus: rng.weighted({ ActivelyInvesting: 75, NotInvesting: 25 }) },
      overview: {
        sectorFocus: pickSome(rng, pickSector, 1, 3),
        geographies: pickSome(rng, pickGeography, 1, 3),
        keywords: pickSome(rng, pickKeyword, 0, 4),
        investorSegments: [],
      },
      'investor-details': {
        dealRangeFrom: { value: from, currency },
        dealRangeTo: { value: from * rng.int(2, 10), currency },
      },
    },
    settings: settingsOf(rng, 'overview.keywords', 'investor-details'),
    weight: rng.chance(0.02) ? rng.int(-5, 10) : 0,
  };
}

export function benchProvider(rng: Rng, index: number): BenchProfile {
  const name = providerName(rng, rng.pick(providerKinds));
  const [city, country] = pickCity(rng);
  return {
    id: uuidOf('serviceProvider', index),
    type: 'serviceProvider',
    name,
    slug: slugOf(name, index),
    sections: {
      'admin-section': adminSection(rng),
      'your-details': {
        companyName: name,
        headquarterLocation: rng.chance(0.5) ? `${city}, ${country}` : city,
        type: pickProviderType(rng),
        url: `https://provider-${index}.example`,
        headline: `${pickKeyword(rng)} specialists`,
      },
      'provider-status': { providerStatus: rng.pick(providerStatuses) },
      overview: {
        companyBlurbSummary: `${name} serves funds and LPs.`,
        mainOfferings: pickSome(rng, pickKeyword, 1, 3),
        keywords: pickSome(rng, pickKeyword, 0, 3),
      },
      'service-provider-details': {
        geographies: pickSome(rng, pickGeography, 1, 3),
        averageCosts: rng.chance(0.7) ? { value: logAmount(rng, 5_000, 500_000), currency: rng.weighted(currencies) } : null,
      },
      'additional-data': {
        clients: Array.from({ length: rng.int(0, 3) }, () => {
          const client = rng.int(0, 99_999);
          return { name: `Client ${client}`, type: 'VC fund', geography: 'europe', url: `https://fund-${client}.example` };
        }),
      },
    },
    settings: settingsOf(rng, 'service-provider-details.averageCosts', 'additional-data'),
    weight: rng.chance(0.02) ? rng.int(-5, 10) : 0,
  };
}

// ------------------------------------------------------------------------------------------ filter sets

type Params = Record<string, string | string[]>;

const pageSizes = ['10', '20', '30', '40', '50'];
const typo = (rng: Rng, word: string) => {
  if (word.length < 5 || !rng.chance(0.4)) return word;
  const at = rng.int(1, word.length - 2);
  return word.slice(0, at) + word.slice(at + 1); // a dropped letter
};

function searchTerm(rng: Rng, type: ProfileType): string {
  const roll = rng.next();
  if (roll < 0.4) return typo(rng, pickKeyword(rng));
  if (roll < 0.7) {
    const source =
      type === 'fund'
        ? fundName(rng)
        : type === 'investor'
          ? investorName(rng, rng.pick(investorKinds))
          : providerName(rng, rng.pick(providerKinds));
    return typo(rng, source.split(' ')[0]!);
  }
  return pickCity(rng)[0];
}

function common(rng: Rng, type: ProfileType, params: Params) {
  params.take = rng.pick(pageSizes);
  if (rng.chance(0.3)) params.skip = String(rng.pick([10, 20, 40, 100, 200]));
  if (rng.chance(0.25)) params.search = searchTerm(rng, type);
  if (rng.chance(0.25)) {
    params.tags = pickSome(rng, pickKeyword, 1, 2);
    if (rng.chance(0.3)) params.tagInclusive = 'true';
  }
  if (rng.chance(0.1)) params.verifiedOnly = 'true';
  if (rng.chance(0.03)) params.featuredOnly = 'true';
  if (rng.chance(0.2)) params.currency = rng.weighted(currencies);
}

/** `count` random filter sets of a family (query parameters as the API takes them). */
export function filterSets(type: ProfileType, count: number, seed = 4242): Params[] {
  const rng = createRng(seed + (type === 'fund' ? 1 : type === 'investor' ? 2 : 3));
  const sets: Params[] = [];
  for (let i = 0; i < count; i++) {
    const params: Params = {};
    const filters = rng.int(0, 3);
    for (let f = 0; f < filters; f++) {
      if (type === 'fund') {
        const which = rng.pick(['type', 'location', 'status', 'stage', 'maturity', 'geography', 'size'] as const);
        if (which === 'type') params.type = pickSome(rng, pickStrategy, 1, 2);
        if (which === 'location') params.location = [rng.chance(0.5) ? pickCity(rng)[0] : pickCity(rng)[1]];
        if (which === 'status') params.status = pickSome(rng, (r) => r.pick(fundraisingStatuses), 1, 2);
        if (which === 'stage') params.stage = pickSome(rng, pickStage, 1, 2);
        if (which === 'maturity') params.maturity = [rng.pick(fundMaturities)];
        if (which === 'geography') params.geography = pickSome(rng, pickGeography, 1, 2);
        if (which === 'size') {
          const from = logAmount(rng, 5_000_000, 500_000_000);
          params.fundSizeFrom = String(from);
          if (rng.chance(0.6)) params.fundSizeTo = String(from * rng.int(2, 8));
        }
      } else if (type === 'investor') {
        const which = rng.pick(['location', 'status', 'industry', 'type', 'deal'] as const);
        if (which === 'location') params.location = [pickGeography(rng)];
        if (which === 'status') params.status = [rng.pick(investorInvestmentStatuses)];
        if (which === 'industry') params.industry = pickSome(rng, pickSector, 1, 2);
        if (which === 'type') params.type = pickSome(rng, pickInvestorType, 1, 2);
        if (which === 'deal') {
          const from = logAmount(rng, 200_000, 10_000_000);
          params.dealRangeFrom = String(from);
          if (rng.chance(0.6)) params.dealRangeTo = String(from * rng.int(2, 6));
        }
      } else {
        const which = rng.pick(['location', 'type', 'geography'] as const);
        if (which === 'location') params.location = [rng.chance(0.5) ? pickCity(rng)[0] : pickCity(rng)[1]];
        if (which === 'type') params.type = pickSome(rng, pickProviderType, 1, 2);
        if (which === 'geography') params.geography = pickSome(rng, pickGeography, 1, 2);
      }
    }
    common(rng, type, params);
    sets.push(params);
  }
  return sets;
}

export function toSearchParams(params: Params): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  return search;
}
