import { randomUUID } from 'node:crypto';
import {
  type FieldErrors,
  type FundContentSection,
  fundContentSchemas,
  fundContentSections,
  fundNdaSections,
  fundraisingStatusesWithFirstClose,
  fundSectionFields,
  fundSectionWeights,
  isPresent,
  messages,
} from '@fundnet/validation-schema';
import { familySections, type ProfileSectionsConfig, type SectionData } from '../profile-sections';

/** The fund family's sections for the engine: the admin section, then the content sections of the contract. */
export const fundSectionsConfig: ProfileSectionsConfig = {
  type: 'fund',
  model: 'fundInfo',
  sections: familySections({
    schemas: fundContentSchemas,
    fields: fundSectionFields,
    weights: fundSectionWeights,
    ndaSections: fundNdaSections,
  }),
  requiredForSubmit: ['fund-details'],
  check: (section, data, { working }) => checkFundSection(section, data, working.get('fundraising-status')),
  prepare: prepareFundSection,
};

/**
 * Rules across sections: the fund details' targetFundSize is required unless the fundraising status
 * (section fundraising-status) is evergreen (no status yet counts as "not evergreen").
 */
export function checkFundSection(section: string, data: SectionData, fundraisingStatus: SectionData | undefined): FieldErrors | null {
  if (section !== 'fund-details') return null;
  if (fundraisingStatus?.fundraisingStatus === 'evergreen' || isPresent(data.targetFundSize)) return null;
  return { targetFundSize: [messages.targetFundSizeRequired] };
}

/** Co-investor entries get an id; the first close date is dropped for statuses without one. */
export function prepareFundSection(section: string, data: SectionData): SectionData {
  if (section === 'co-investors') {
    const entries = (data.coInvestors as Record<string, unknown>[] | undefined) ?? [];
    return { ...data, coInvestors: entries.map((entry) => ({ ...entry, id: entry.id ?? randomUUID() })) };
  }
  if (section === 'fundraising-status') {
    const keepsFirstClose = (fundraisingStatusesWithFirstClose as readonly unknown[]).includes(data.fundraisingStatus);
    return keepsFirstClose ? data : { ...data, firstCloseDate: null };
  }
  return data;
}

export function isFundContentSection(section: string): section is FundContentSection {
  return (fundContentSections as readonly string[]).includes(section);
}
