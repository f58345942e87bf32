import * as v from 'valibot';
import { messages } from '../messages';
import { type Option, optionValues } from './option';

/**
 * How a co-investor relates to the fund. The spec says the co-investor's relationship must be a
 * value of "the investor-relationship enumeration" without showing it: these values are our choice.
 */
export const investorRelationshipOptions = [
  { value: 'leadInvestor', label: 'Lead investor' },
  { value: 'coInvestor', label: 'Co-investor' },
  { value: 'followOnInvestor', label: 'Follow-on investor' },
  { value: 'syndicatePartner', label: 'Syndicate partner' },
  { value: 'strategicPartner', label: 'Strategic partner' },
  { value: 'limitedPartner', label: 'Limited partner (LP) of the fund' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export type InvestorRelationship = (typeof investorRelationshipOptions)[number]['value'];
export const investorRelationshipSchema = v.picklist(optionValues(investorRelationshipOptions), messages.invalidInvestorRelationship);
