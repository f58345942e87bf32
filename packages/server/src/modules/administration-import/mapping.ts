import {
  flattenIssues,
  fundContentSchemas,
  importColumns,
  type ImportColumnKey,
  importMessages as text,
  investorContentSchemas,
  type ProfileType,
  providerContentSchemas,
} from '@fundnet/validation-schema';
import * as v from 'valibot';
import type { SheetRow } from './sheet';

/**
 * Between the columns of an import sheet and the profile sections they fill (README.md §Columns). A fund fills
 * fund-details, fundraising-status and overview; an investor your-details, overview and investor-details; a
 * service provider your-details and overview. Every section is checked against its family's contract.
 */

export type Cells = Partial<Record<ImportColumnKey, string>>;
export type Sections = Record<string, Record<string, unknown>>;

const schemas: Record<ProfileType, Record<string, v.GenericSchema>> = {
  fund: fundContentSchemas,
  investor: investorContentSchemas,
  serviceProvider: providerContentSchemas,
};

const list = (value: string | undefined) =>
  value
    ? value
        .split(/[,;\n]/)
        .map((item) => item.trim())
        .filter(Boolean)
    : undefined;

/** A number as typed in a sheet: spaces and thousands separators dropped; NaN marks a bad one. */
const number = (value: string | undefined) => (value === undefined ? undefined : Number(value.replace(/[\s,'_]/g, '')));
const money = (value: number | undefined, currency: string | undefined) =>
  value === undefined ? undefined : { value, currency: (currency ?? 'USD').toUpperCase() };

/** Drops the keys whose value is undefined; null when nothing is left. */
function compact(data: Record<string, unknown>): Record<string, unknown> | null {
  const entries = Object.entries(data).filter(([, value]) => value !== undefined);
  return entries.length ? Object.fromEntries(entries) : null;
}

const labelOf = new Map<string, string>(importColumns.map((column) => [column.key, column.label]));

/** Field paths of the sections → the column that fills them (for the error messages). */
const columnOfField: Record<string, ImportColumnKey> = {
  fundManagementCompany: 'managementCompany',
  companyName: 'name',
  fundHeadquarter: 'headquarters',
  headquarterLocation: 'headquarters',
  headline: 'headline',
  fundMaturity: 'fundMaturity',
  keywords: 'keywords',
  targetFundSize: 'targetFundSize',
  vintageYear: 'vintageYear',
  sectorFocus: 'sectorFocus',
  stageFocus: 'stageFocus',
  strategyType: 'strategyType',
  url: 'website',
  linkedinUrl: 'linkedin',
  fundraisingStatus: 'fundraisingStatus',
  blurbAndSummary: 'summary',
  companyBlurbSummary: 'summary',
  investmentEntity: 'investmentEntity',
  investorType: 'investorType',
  geographies: 'geographies',
  dealRangeFrom: 'dealRangeFrom',
  dealRangeTo: 'dealRangeTo',
  serviceProviderEntity: 'legalEntity',
  type: 'providerType',
  mainOfferings: 'mainOfferings',
  currency: 'currency',
};

function columnLabel(path: string): string {
  const parts = path.split('.');
  for (const part of [...parts].reverse()) {
    const column = columnOfField[part];
    if (column) return labelOf.get(column) ?? column;
  }
  return parts[parts.length - 1] ?? path;
}

/** The sections one row fills (before validation); undefined keys are left out, so a partial row updates only what it names. */
export function sectionsOfRow(type: ProfileType, cells: Cells, name: string): Sections {
  const c = cells;
  const sections: Record<string, Record<string, unknown> | null> = {};
  if (type === 'fund') {
    const links = compact({ url: c.website, linkedinUrl: c.linkedin });
    sections['fund-details'] = compact({
      fundManagementCompany: c.managementCompany,
      companyName: name,
      fundHeadquarter: c.headquarters,
      headline: c.headline,
      fundMaturity: c.fundMaturity,
      keywords: list(c.keywords),
      targetFundSize: money(number(c.targetFundSize), c.currency),
      vintageYear: number(c.vintageYear),
      sectorFocus: list(c.sectorFocus),
      stageFocus: list(c.stageFocus),
      strategyType: list(c.strategyType),
      links: links ?? undefined,
    });
    sections['fundraising-status'] = c.fundraisingStatus
      ? { fundraisingStatus: c.fundraisingStatus, keyDate: null, firstCloseDate: null }
      : null;
    sections.overview = compact({ blurbAndSummary: c.summary });
  } else if (type === 'investor') {
    sections['your-details'] = compact({
      headline: c.headline,
      investmentEntity: c.investmentEntity,
      investorType: c.investorType,
    });
    sections.overview = compact({ sectorFocus: list(c.sectorFocus), geographies: list(c.geographies), keywords: list(c.keywords) });
    sections['investor-details'] = compact({
      dealRangeFrom: money(number(c.dealRangeFrom), c.currency),
      dealRangeTo: money(number(c.dealRangeTo), c.currency),
    });
  } else {
    sections['your-details'] = compact({
      serviceProviderEntity: c.legalEntity,
      companyName: name,
      headquarterLocation: c.headquarters,
      type: c.providerType,
      url: c.website,
      headline: c.headline,
    });
    sections.overview = compact({ companyBlurbSummary: c.summary, mainOfferings: list(c.mainOfferings), keywords: list(c.keywords) });
  }
  return Object.fromEntries(Object.entries(sections).filter((entry): entry is [string, Record<string, unknown>] => entry[1] !== null));
}

/** What a new profile of the type always starts with (imported investors are listed in discovery, not contactable). */
export function sectionDefaults(type: ProfileType): Sections {
  return type === 'investor' ? { 'your-details': { visibleInInvestorDiscovery: true, allowInvestorContact: false } } : {};
}

/**
 * Checks every section (merged over what the profile holds) against the family's contract: the parsed sections,
 * or the row's error messages as "<Column>: <message>".
 */
export function checkSections(
  type: ProfileType,
  sections: Sections,
  current: ReadonlyMap<string, Record<string, unknown>>,
): { sections: Sections; errors: string[] } {
  const errors: string[] = [];
  const parsed: Sections = {};
  for (const [section, data] of Object.entries(sections)) {
    for (const [field, value] of Object.entries(data)) {
      if (typeof value === 'number' && Number.isNaN(value)) errors.push(`${columnLabel(field)}: ${text.numberInvalid}`);
      const amount = value as { value?: unknown } | null;
      if (amount && typeof amount === 'object' && typeof amount.value === 'number' && Number.isNaN(amount.value)) {
        errors.push(`${columnLabel(field)}: ${text.numberInvalid}`);
      }
    }
    const merged = { ...sectionDefaults(type)[section], ...current.get(section), ...data };
    const result = v.safeParse(schemas[type][section]!, merged);
    if (result.success) parsed[section] = result.output as Record<string, unknown>;
    else {
      for (const [path, messages] of Object.entries(flattenIssues(result.issues))) {
        for (const message of messages) errors.push(`${columnLabel(path)}: ${message}`);
      }
    }
  }
  // A cell that is not a number is said once: not also as the contract's "required" for the same column.
  const notNumbers = new Set(errors.filter((error) => error.endsWith(`: ${text.numberInvalid}`)).map((error) => error.split(': ')[0]));
  const said = errors.filter((error) => error.endsWith(`: ${text.numberInvalid}`) || !notNumbers.has(error.split(': ')[0]));
  return { sections: parsed, errors: [...new Set(said)] };
}

// ------------------------------------------------------------------------------------ export

const joined = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');
const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const amountOf = (value: unknown) => {
  const amount = value as { value?: number; currency?: string } | null | undefined;
  return amount && typeof amount.value === 'number' ? { value: String(amount.value), currency: amount.currency ?? '' } : null;
};

/** The columns of a profile's sections: the inverse of sectionsOfRow (an export imports back). */
export function cellsOfSections(type: ProfileType, name: string, sections: ReadonlyMap<string, Record<string, unknown>>): Cells {
  const get = (section: string) => sections.get(section) ?? {};
  if (type === 'fund') {
    const details = get('fund-details');
    const links = (details.links ?? {}) as Record<string, unknown>;
    const size = amountOf(details.targetFundSize);
    return {
      type,
      name,
      website: str(links.url),
      linkedin: str(links.linkedinUrl),
      headquarters: str(details.fundHeadquarter),
      headline: str(details.headline),
      summary: str(get('overview').blurbAndSummary),
      keywords: joined(details.keywords),
      sectorFocus: joined(details.sectorFocus),
      managementCompany: str(details.fundManagementCompany),
      fundMaturity: str(details.fundMaturity),
      targetFundSize: size?.value ?? '',
      currency: size?.currency ?? '',
      vintageYear: str(details.vintageYear),
      stageFocus: joined(details.stageFocus),
      strategyType: joined(details.strategyType),
      fundraisingStatus: str(get('fundraising-status').fundraisingStatus),
    };
  }
  if (type === 'investor') {
    const details = get('your-details');
    const overview = get('overview');
    const from = amountOf(get('investor-details').dealRangeFrom);
    const to = amountOf(get('investor-details').dealRangeTo);
    return {
      type,
      name,
      headline: str(details.headline),
      investmentEntity: str(details.investmentEntity),
      investorType: str(details.investorType),
      keywords: joined(overview.keywords),
      sectorFocus: joined(overview.sectorFocus),
      geographies: joined(overview.geographies),
      dealRangeFrom: from?.value ?? '',
      dealRangeTo: to?.value ?? '',
      currency: from?.currency || to?.currency || '',
    };
  }
  const details = get('your-details');
  const overview = get('overview');
  return {
    type,
    name,
    website: str(details.url),
    headquarters: str(details.headquarterLocation),
    headline: str(details.headline),
    summary: str(overview.companyBlurbSummary),
    keywords: joined(overview.keywords),
    mainOfferings: joined(overview.mainOfferings),
    legalEntity: str(details.serviceProviderEntity),
    providerType: str(details.type),
  };
}

export type { SheetRow };
