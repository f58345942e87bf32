import {
  type ProfileSettings,
  type ProfileType,
  sectorOptions,
  serviceProviderTypeOptions,
  strategyTypeOptions,
  investorTypeOptions,
  fundNdaSections,
  investorNdaSections,
  providerNdaSections,
  type AudienceContext,
  audienceOf,
  canRead,
  publicAudience,
  signedInAudience,
} from '@fundnet/validation-schema';
import { investorPubliclyVisible } from '../investor-info';
import type { SectionData } from '../profile-sections';
import { countryOfLocation, fold, geographyKeysOf, locationKeysOf, organisationKeys, tagKey } from './normalize';

/**
 * What a profile contributes to discovery, computed from its PUBLISHED copy only (pure: the indexer and
 * the benchmark's seeder both call it). A field the owner hid, and every section behind the NDA, is read as
 * absent: it neither shows on the card nor feeds a filter or the search text.
 */

export interface EntryInput {
  profile: { id: string; type: ProfileType; name: string; slug: string; status: string; deleted: boolean };
  published: ReadonlyMap<string, SectionData>;
  /** The working copies (investors: switching visibleInInvestorDiscovery off applies at once). */
  working: ReadonlyMap<string, SectionData>;
  settings: Pick<ProfileSettings, 'requireNda' | 'ndaSections' | 'hiddenFields'>;
  weight: number;
  /**
   * The profile's plan includes featuredInDiscovery and the flag of that name is on (the indexer asks feature-config;
   * absent: false). Featured = this, or the administrator's admin-section.featured.
   */
  planFeatured?: boolean;
}

export interface Amount {
  value: number;
  currency: string;
}

/** One row of discovery_profiles, minus the tsvector (computed by the database from `searchName` and `searchText`). */
export interface DiscoveryEntry {
  profileId: string;
  type: ProfileType;
  slug: string;
  name: string;
  sortName: string;
  status: string;
  discoverable: boolean;
  verified: boolean;
  featured: boolean;
  weight: number;
  location: string | null;
  country: string | null;
  locationKeys: string[];
  kinds: string[];
  state: string | null;
  stages: string[];
  maturity: string | null;
  geographies: string[];
  industries: string[];
  tags: string[];
  amount: Amount | null;
  rangeFrom: Amount | null;
  rangeTo: Amount | null;
  selfKeys: string[];
  relatedKeys: string[];
  /** Weighted A in the tsvector. */
  searchName: string;
  /** Everything else searchable (weight B), accents folded. */
  searchText: string;
  card: Record<string, unknown>;
  signedInCard: Record<string, unknown>;
}

const SEARCH_TEXT_MAX = 2000;

const ndaSectionsOf: Readonly<Record<ProfileType, readonly string[]>> = {
  fund: fundNdaSections,
  investor: investorNdaSections,
  serviceProvider: providerNdaSections,
};

const labelOf = (options: readonly { value: string; label: string }[], value: unknown) =>
  typeof value === 'string' ? (options.find((option) => option.value === value)?.label ?? null) : null;

/**
 * Reads the published copy as a reader in `audience` may see it: the public card reads as a signed-out visitor, the
 * signed-in card (contact links) as a signed-in user, by the one declaration of field audiences (profiles/field-audiences.ts).
 */
function reader(input: EntryInput, audience: AudienceContext = publicAudience) {
  const hidden = new Set(input.settings.hiddenFields);
  const gated = (section: string) =>
    input.settings.requireNda && input.settings.ndaSections.includes(section) && ndaSectionsOf[input.profile.type].includes(section);
  const field = (section: string, name: string): unknown => {
    const path = `${section}.${name}`;
    if (gated(section) || hidden.has(path) || !canRead(audienceOf(input.profile.type, path), audience)) return null;
    return input.published.get(section)?.[name] ?? null;
  };
  return {
    text: (section: string, name: string): string | null => {
      const value = field(section, name);
      return typeof value === 'string' && value.trim() ? value.trim() : null;
    },
    list: (section: string, name: string): string[] => {
      const value = field(section, name);
      return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
    },
    records: (section: string, name: string): Record<string, unknown>[] => {
      const value = field(section, name);
      return Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null) : [];
    },
    amount: (section: string, name: string): Amount | null => {
      const value = field(section, name) as { value?: unknown; currency?: unknown } | null;
      return value && typeof value.value === 'number' && typeof value.currency === 'string'
        ? { value: value.value, currency: value.currency }
        : null;
    },
    number: (section: string, name: string): number | null => {
      const value = field(section, name);
      return typeof value === 'number' ? value : null;
    },
    links: (section: string, name: string): Record<string, string | null> => {
      const value = field(section, name);
      if (!value || typeof value !== 'object') return {};
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).filter(([, link]) => typeof link === 'string' && link),
      ) as Record<string, string>;
    },
  };
}

const unique = (values: readonly string[]) => [...new Set(values)];
const joinText = (values: readonly (string | null | undefined)[]) =>
  fold(values.filter((value): value is string => Boolean(value)).join(' ')).slice(0, SEARCH_TEXT_MAX);

function base(input: EntryInput) {
  const admin = input.published.get('admin-section');
  const { profile } = input;
  return {
    profileId: profile.id,
    type: profile.type,
    slug: profile.slug,
    name: profile.name,
    sortName: profile.name.toLowerCase(),
    status: profile.status,
    verified: admin?.verified === 'Yes',
    featured: admin?.featured === 'Yes' || input.planFeatured === true,
    weight: input.weight,
  };
}

function fundEntry(input: EntryInput): DiscoveryEntry {
  const r = reader(input);
  const signedIn = reader(input, signedInAudience);
  const location = r.text('fund-details', 'fundHeadquarter');
  const keywords = r.list('fund-details', 'keywords');
  const sectors = r.list('fund-details', 'sectorFocus');
  const strategies = r.list('fund-details', 'strategyType');
  const stages = r.list('fund-details', 'stageFocus');
  const geographies = r.list('target-portfolio-geography', 'geographies');
  const maturity = r.text('fund-details', 'fundMaturity');
  const status = r.text('fundraising-status', 'fundraisingStatus');
  const size = r.amount('fund-details', 'targetFundSize');
  const company = r.text('fund-details', 'companyName');
  const manager = r.text('fund-details', 'fundManagementCompany');
  const headline = r.text('fund-details', 'headline');
  const links = signedIn.links('fund-details', 'links');
  const sectorLabels = sectors.map((sector) => labelOf(sectorOptions, sector));
  const dealProviders = r.records('additional-data', 'dealProviders');
  const country = countryOfLocation(location);
  return {
    ...base(input),
    discoverable: false,
    location,
    country,
    locationKeys: locationKeysOf(location),
    kinds: strategies,
    state: status,
    stages,
    maturity,
    geographies,
    industries: sectors,
    tags: unique([...keywords, ...sectors, ...sectorLabels.filter((label): label is string => Boolean(label))].map(tagKey)),
    amount: size,
    rangeFrom: null,
    rangeTo: null,
    selfKeys: organisationKeys({ names: [input.profile.name, company], urls: [links.url] }),
    relatedKeys: organisationKeys({
      names: dealProviders.map((provider) => provider.nameOfProvider as string | undefined),
      urls: dealProviders.map((provider) => provider.urlOfProvider as string | undefined),
    }),
    searchName: fold(input.profile.name),
    searchText: joinText([
      company,
      manager,
      headline,
      location,
      ...keywords,
      ...sectorLabels,
      ...strategies.map((value) => labelOf(strategyTypeOptions, value)),
      r.text('overview', 'fundOverviewType'),
      r.text('overview', 'blurbAndSummary'),
    ]),
    card: {
      id: input.profile.id,
      type: 'fund',
      slug: input.profile.slug,
      name: input.profile.name,
      logo: r.text('fund-details', 'logo'),
      headline,
      location,
      country,
      tags: keywords,
      fundManagementCompany: manager,
      strategyType: strategies,
      stageFocus: stages,
      sectorFocus: sectors,
      fundMaturity: maturity,
      fundraisingStatus: status,
      geographies,
      vintageYear: r.number('fund-details', 'vintageYear'),
      targetFundSize: size,
    },
    signedInCard: { links },
  };
}

function investorEntry(input: EntryInput): DiscoveryEntry {
  const r = reader(input);
  const signedIn = reader(input, signedInAudience);
  const keywords = r.list('overview', 'keywords');
  const sectors = r.list('overview', 'sectorFocus');
  const geographies = r.list('overview', 'geographies');
  const investorType = r.text('your-details', 'investorType');
  const status = r.text('investment-status', 'investmentStatus');
  const from = r.amount('investor-details', 'dealRangeFrom');
  const to = r.amount('investor-details', 'dealRangeTo');
  const entity = r.text('your-details', 'investmentEntity');
  const headline = r.text('your-details', 'headline');
  const contact = input.published.get('your-details')?.allowInvestorContact === true;
  const linkedin = contact ? signedIn.text('your-details', 'linkedinProfile') : null;
  return {
    ...base(input),
    discoverable: false,
    location: null,
    country: null,
    locationKeys: geographyKeysOf(geographies),
    kinds: investorType ? [investorType] : [],
    state: status,
    stages: [],
    maturity: null,
    geographies,
    industries: sectors,
    tags: unique(keywords.map(tagKey)),
    amount: null,
    rangeFrom: from,
    rangeTo: to,
    selfKeys: organisationKeys({ names: [input.profile.name, entity] }),
    relatedKeys: [],
    searchName: fold(input.profile.name),
    searchText: joinText([
      entity,
      headline,
      labelOf(investorTypeOptions, investorType),
      ...keywords,
      ...sectors.map((sector) => labelOf(sectorOptions, sector)),
      ...r.list('overview', 'investorSegments'),
    ]),
    card: {
      id: input.profile.id,
      type: 'investor',
      slug: input.profile.slug,
      name: input.profile.name,
      logo: null,
      headline,
      location: null,
      country: null,
      tags: keywords,
      investmentEntity: entity,
      investorType,
      investmentStatus: status,
      sectorFocus: sectors,
      geographies,
      dealRangeFrom: from,
      dealRangeTo: to,
    },
    signedInCard: { links: linkedin ? { linkedinProfile: linkedin } : {} },
  };
}

function providerEntry(input: EntryInput): DiscoveryEntry {
  const r = reader(input);
  const signedIn = reader(input, signedInAudience);
  const location = r.text('your-details', 'headquarterLocation');
  const keywords = r.list('overview', 'keywords');
  const offerings = r.list('overview', 'mainOfferings');
  const geographies = r.list('service-provider-details', 'geographies');
  const providerType = r.text('your-details', 'type');
  const status = r.text('provider-status', 'providerStatus');
  const costs = r.amount('service-provider-details', 'averageCosts');
  const company = r.text('your-details', 'companyName');
  const headline = r.text('your-details', 'headline');
  const url = signedIn.text('your-details', 'url');
  const links = { ...signedIn.links('your-details', 'links'), ...(url ? { url } : {}) };
  const clients = r.records('additional-data', 'clients');
  const country = countryOfLocation(location);
  return {
    ...base(input),
    discoverable: false,
    location,
    country,
    locationKeys: locationKeysOf(location),
    kinds: providerType ? [providerType] : [],
    state: status,
    stages: [],
    maturity: null,
    geographies,
    industries: [],
    tags: unique([...keywords, ...offerings].map(tagKey)),
    amount: costs,
    rangeFrom: null,
    rangeTo: null,
    selfKeys: organisationKeys({ names: [input.profile.name, company], urls: [url, links.url] }),
    relatedKeys: organisationKeys({
      names: clients.map((client) => client.name as string | undefined),
      urls: clients.map((client) => client.url as string | undefined),
    }),
    searchName: fold(input.profile.name),
    searchText: joinText([
      company,
      headline,
      location,
      labelOf(serviceProviderTypeOptions, providerType),
      ...keywords,
      ...offerings,
      r.text('overview', 'companyBlurbSummary'),
    ]),
    card: {
      id: input.profile.id,
      type: 'serviceProvider',
      slug: input.profile.slug,
      name: input.profile.name,
      logo: r.text('your-details', 'logo'),
      headline,
      location,
      country,
      tags: keywords,
      companyName: company,
      providerType,
      providerStatus: status,
      geographies,
      mainOfferings: offerings,
      averageCosts: costs,
    },
    signedInCard: { links },
  };
}

const builders: Readonly<Record<ProfileType, (input: EntryInput) => DiscoveryEntry>> = {
  fund: fundEntry,
  investor: investorEntry,
  serviceProvider: providerEntry,
};

/** Published, live, and (investors) wanting to be found. */
export function isDiscoverable(input: EntryInput): boolean {
  if (input.profile.deleted || input.profile.status !== 'published') return false;
  if (input.profile.type === 'investor') return investorPubliclyVisible(input.working, input.published);
  return true;
}

export function buildDiscoveryEntry(input: EntryInput): DiscoveryEntry {
  const entry = builders[input.profile.type](input);
  entry.discoverable = isDiscoverable(input);
  return entry;
}
