import * as v from 'valibot';
import { messages } from '../messages';
import { type Option, optionValues } from './option';

/** Investor (LP) types. Our choice: the spec says the list exists, not its contents. */
export const investorTypeOptions = [
  { value: 'familyOffice', label: 'Family office' },
  { value: 'fundOfFunds', label: 'Fund of funds' },
  { value: 'pensionFund', label: 'Pension fund' },
  { value: 'insuranceCompany', label: 'Insurance company' },
  { value: 'endowment', label: 'Endowment' },
  { value: 'foundation', label: 'Foundation' },
  { value: 'sovereignWealthFund', label: 'Sovereign wealth fund' },
  { value: 'governmentAgency', label: 'Government agency / development bank' },
  { value: 'bank', label: 'Bank' },
  { value: 'assetManager', label: 'Asset manager' },
  { value: 'corporate', label: 'Corporate' },
  { value: 'highNetWorthIndividual', label: 'High-net-worth individual' },
  { value: 'businessAngel', label: 'Business angel' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export type InvestorType = (typeof investorTypeOptions)[number]['value'];
export const investorTypeSchema = v.picklist(optionValues(investorTypeOptions), messages.invalidInvestorType);
