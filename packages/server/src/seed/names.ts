/**
 * Deterministic demo names: a tiny seeded PRNG and realistic name parts for people, funds,
 * investors and service providers. The same seed always gives the same data (no faker dependency).
 */

/** A seeded pseudo-random generator (mulberry32) with the few helpers the seed needs. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One of `weighted`'s keys, chosen with its weight. */
  weighted<K extends string>(weighted: Readonly<Record<K, number>>): K;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)]!;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.min(count, copy.length));
  };
  const weighted = <K extends string>(weights: Readonly<Record<K, number>>): K => {
    const entries = Object.entries(weights) as [K, number][];
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = next() * total;
    for (const [key, w] of entries) {
      roll -= w;
      if (roll < 0) return key;
    }
    return entries[entries.length - 1]![0];
  };
  return { next, int, pick, sample, chance: (p) => next() < p, weighted };
}

/** The seed of the whole demo data set: change it to get another (equally deterministic) world. */
export const DEMO_SEED = 20_250_101;

/**
 * An independent generator per seed section ('users', 'profiles', later 'fund-info'…), so adding a
 * section, or drawing more in one, never changes the data of the others.
 */
export function sectionRng(section: string, seed = DEMO_SEED): Rng {
  let hash = 2_166_136_261;
  for (const char of section) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return createRng((hash ^ seed) >>> 0);
}

/** A version-4-shaped UUID from the generator: demo rows keep the same ids from one seed to the next. */
export function seededUuid(rng: Rng): string {
  const bytes = Array.from({ length: 16 }, () => rng.int(0, 255));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Draws from `make` until it gives a value not seen before (names, e-mails), so lists stay unique. */
export function uniqueDraw(seen: Set<string>, make: () => string, attempts = 200): string {
  for (let i = 0; i < attempts; i++) {
    const value = make();
    if (!seen.has(value.toLowerCase())) {
      seen.add(value.toLowerCase());
      return value;
    }
  }
  throw new Error('uniqueDraw: ran out of distinct values; add name parts');
}

// ---------------------------------------------------------------------------------------------- people

export const firstNames = [
  'Anna',
  'Benjamin',
  'Camille',
  'Daniel',
  'Elena',
  'Felix',
  'Greta',
  'Hugo',
  'Ingrid',
  'Jonas',
  'Katarina',
  'Lukas',
  'Maya',
  'Nikolai',
  'Olivia',
  'Pieter',
  'Rosa',
  'Samuel',
  'Sofia',
  'Thomas',
  'Valentina',
  'William',
  'Yara',
  'Amir',
  'Charlotte',
  'David',
  'Emma',
  'Gabriel',
  'Hannah',
  'Isabel',
  'James',
  'Laura',
  'Marco',
  'Nora',
  'Oscar',
  'Priya',
  'Rafael',
  'Sarah',
  'Tobias',
  'Victoria',
  'Kenji',
  'Leila',
  'Mateo',
  'Aisha',
  'Henrik',
  'Julia',
  'Chloe',
  'Ethan',
  'Freya',
  'Matthias',
] as const;

export const lastNames = [
  'Andersen',
  'Bauer',
  'Costa',
  'Dubois',
  'Eriksson',
  'Fischer',
  'García',
  'Hoffmann',
  'Ivanova',
  'Jansen',
  'Keller',
  'Lindqvist',
  'Moreau',
  'Nakamura',
  "O'Brien",
  'Petrov',
  'Quinn',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Urban',
  'Van der Berg',
  'Weber',
  'Young',
  'Zimmermann',
  'Almeida',
  'Becker',
  'Chen',
  'Novak',
  'Fontaine',
  'Grant',
  'Haas',
  'Iyer',
  'Kowalski',
  'Larsen',
  'Meyer',
  'Nielsen',
  'Okafor',
  'Patel',
  'Richter',
  'Sato',
  'Thompson',
  'Vogel',
  'Walsh',
  'Berger',
  'Collins',
  'Delacroix',
  'Engel',
  'Ferreira',
  'Horvath',
] as const;

export const jobTitles = {
  fund: ['Managing Partner', 'General Partner', 'Partner', 'Principal', 'Investment Director', 'Head of Investor Relations', 'CFO'],
  investor: [
    'Chief Investment Officer',
    'Head of Private Markets',
    'Portfolio Manager',
    'Investment Director',
    'Senior Analyst',
    'Family Principal',
  ],
  serviceProvider: ['Partner', 'Managing Director', 'Head of Fund Services', 'Senior Associate', 'Director', 'Client Relationship Manager'],
} as const;

/** Countries people and firms are seeded in (ISO 3166-1 alpha-2, as the country option list stores them). */
export const seedCountries = ['DE', 'CH', 'GB', 'NL', 'FR', 'SE', 'DK', 'NO', 'FI', 'AT', 'LU', 'IE', 'ES', 'IT', 'US', 'SG'] as const;

/** "Van der Berg" → "vanderberg", "O'Brien" → "obrien", "García" → "garcia": for e-mail local parts and domains. */
export function asciiLower(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

// ---------------------------------------------------------------------------------------------- funds

const fundPrefixes = [
  'Northwind',
  'Alpine',
  'Blue Harbor',
  'Granite',
  'Silverline',
  'Evergreen',
  'Ironbridge',
  'Lakeshore',
  'Meridian',
  'Redwood',
  'Cedar Point',
  'Atlas',
  'Polaris',
  'Fjord',
  'Summit Peak',
  'Baltic',
  'Helvetia',
  'Harborview',
  'Kestrel',
  'Lighthouse',
  'Oakridge',
  'Riverstone',
  'Skyline',
  'Tidewater',
  'Aurora',
  'Beacon',
  'Copperfield',
  'Driftwood',
  'Elmstead',
  'Falcon Crest',
] as const;

const fundStyles = [
  'Ventures',
  'Growth Partners',
  'Capital',
  'Equity Partners',
  'Venture Partners',
  'Seed Fund',
  'Impact Fund',
  'Climate Ventures',
  'Health Capital',
  'Tech Growth',
  'Buyout Partners',
  'Infrastructure Partners',
  'Secondaries Fund',
  'Deep Tech Ventures',
] as const;

const romanNumerals = ['I', 'II', 'III', 'IV', 'V', 'VI'] as const;

/** "Northwind Ventures II", "Alpine Growth Partners III", "Granite Capital Fund IV". */
export function fundName(rng: Rng): string {
  const prefix = rng.pick(fundPrefixes);
  const style = rng.pick(fundStyles);
  // Second and third funds are the most common; a sixth fund is rare.
  const generation = rng.pick(['I', 'I', 'II', 'II', 'II', 'III', 'III', 'IV', 'V', 'VI'] as const);
  return style === 'Capital' ? `${prefix} Capital Fund ${generation}` : `${prefix} ${style} ${generation}`;
}

// ---------------------------------------------------------------------------------------------- investors

export type SeedInvestorKind = 'familyOffice' | 'pensionFund' | 'fundOfFunds' | 'endowment' | 'foundation' | 'insuranceCompany';

const pensionOwners = [
  'Nordic Teachers',
  'Alpine Municipal',
  'Rhine Valley Healthcare Workers',
  'Baltic Maritime',
  'Lowlands Public Employees',
  'Helvetic Industry',
  'Scandinavian Engineers',
  'Danube Civil Service',
  'Atlantic Transport Workers',
  'Thames Metropolitan',
] as const;

const fundOfFundsNames = ['Meridian', 'Keystone', 'Aldermoor', 'Pinnacle', 'Northgate', 'Crestline', 'Vantage', 'Cornerstone'] as const;

const universities = [
  'Westbrook University',
  'St. Aldric College',
  'Lindenhall University',
  'Kingsbridge Institute of Technology',
  'Marlow College',
] as const;

const foundationNames = ['Hollis', 'Ravensworth', 'Annelie Strand', 'Moorfield', 'Castellan'] as const;

const insurers = ['Helvetia Mutual', 'Nordlys Life', 'Caledonia Assurance', 'Rheinland Versicherung'] as const;

/** An investor (LP) name of the given kind, e.g. "Lindqvist Family Office", "Nordic Teachers Pension Fund". */
export function investorName(rng: Rng, kind: SeedInvestorKind): string {
  switch (kind) {
    case 'familyOffice':
      return rng.chance(0.3) ? `${rng.pick(lastNames)} & ${rng.pick(lastNames)} Family Office` : `${rng.pick(lastNames)} Family Office`;
    case 'pensionFund':
      return `${rng.pick(pensionOwners)} Pension Fund`;
    case 'fundOfFunds':
      return `${rng.pick(fundOfFundsNames)} ${rng.pick(['Fund of Funds', 'Private Markets FoF', 'Venture FoF'])} ${rng.pick(romanNumerals)}`;
    case 'endowment':
      return `${rng.pick(universities)} Endowment`;
    case 'foundation':
      return `${rng.pick(foundationNames)} Foundation`;
    case 'insuranceCompany':
      return `${rng.pick(insurers)} ${rng.pick(['Private Equity', 'Alternatives', 'Investments'])}`;
  }
}

// ---------------------------------------------------------------------------------------------- service providers

export type SeedProviderKind = 'fundAdministration' | 'legal' | 'placementAgent' | 'audit' | 'tax' | 'depositary';

const providerStems = [
  'Sterling',
  'Harbourside',
  'Keystone',
  'Bellmont',
  'Aldgate',
  'Carrow',
  'Greyfield',
  'Whitmore',
  'Ashcombe',
  'Linden',
  'Marchetti',
  'Vossberg',
  'Kingsley',
  'Thornbury',
  'Halden',
] as const;

/** A service-provider name of the given kind, e.g. "Sterling Fund Services", "Hartley & Quinn LLP". */
export function providerName(rng: Rng, kind: SeedProviderKind): string {
  const stem = rng.pick(providerStems);
  switch (kind) {
    case 'fundAdministration':
      return `${stem} ${rng.pick(['Fund Services', 'Fund Administration', 'Fund Administrators'])}`;
    case 'legal':
      return `${rng.pick(lastNames)} & ${rng.pick(lastNames)} ${rng.pick(['LLP', 'Rechtsanwälte', 'Avocats', 'Legal'])}`;
    case 'placementAgent':
      return `${stem} ${rng.pick(['Placement Advisors', 'Capital Advisors', 'Private Placement Partners'])}`;
    case 'audit':
      return `${rng.pick(lastNames)} ${rng.pick(['Audit & Assurance', 'Wirtschaftsprüfung', 'Audit Partners'])}`;
    case 'tax':
      return `${stem} ${rng.pick(['Tax Advisory', 'Tax Partners'])}`;
    case 'depositary':
      return `${stem} ${rng.pick(['Depositary Services', 'Custody & Depositary'])}`;
  }
}

const domainStopWords = new Set(['of', 'and', 'the', 'llp', 'fund', 'i', 'ii', 'iii', 'iv', 'v', 'vi']);

/**
 * A firm's e-mail domain from its leading words, at most 24 letters:
 * "Sterling Fund Services" → "sterlingservices.example", "Kingsbridge Institute of Technology Endowment" → "kingsbridgeinstitute.example".
 */
export function domainFor(name: string): string {
  const words = name
    .split(/[\s&]+/)
    .map(asciiLower)
    .filter((word) => word && !domainStopWords.has(word));
  let domain = words[0] ?? 'firm';
  for (const word of words.slice(1)) {
    if (domain.length + word.length > 24) break;
    domain += word;
  }
  return `${domain}.example`;
}
