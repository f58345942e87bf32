import * as v from 'valibot';
import { messages } from '../messages';
import { type Option, optionValues } from './option';

/** The 24 fund strategy / asset types of the spec. */
export const strategyTypeOptions = [
  { value: 'fundOfFundsGeneral', label: 'Fund of Funds General' },
  { value: 'fundOfFundsVc', label: 'Fund of Funds VC' },
  { value: 'fundOfFundsPe', label: 'Fund of Funds PE' },
  { value: 'fundsVc', label: 'Funds VC' },
  { value: 'fundsGeneral', label: 'Funds General' },
  { value: 'directVc', label: 'Direct VC' },
  { value: 'directPe', label: 'Direct PE' },
  { value: 'directRestructuring', label: 'Direct Restructuring' },
  { value: 'directDistressed', label: 'Direct Distressed' },
  { value: 'debtSpecialSituations', label: 'Debt Special Situations' },
  { value: 'debtGeneral', label: 'Debt General' },
  { value: 'hedgeFund', label: 'Hedge Fund' },
  { value: 'infrastructure', label: 'Infrastructure' },
  { value: 'mezzanine', label: 'Mezzanine' },
  { value: 'realEstate', label: 'Real Estate' },
  { value: 'realEstateDebt', label: 'Real Estate Debt' },
  { value: 'agriculture', label: 'Agriculture' },
  { value: 'buyout', label: 'Buyout' },
  { value: 'publicStocks', label: 'Public Stocks' },
  { value: 'fixedIncome', label: 'Fixed Income' },
  { value: 'crypto', label: 'Crypto' },
  { value: 'artAndAntiques', label: 'Art and Antiques' },
  { value: 'ipRights', label: 'IP Rights' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export type StrategyType = (typeof strategyTypeOptions)[number]['value'];
export const strategyTypeSchema = v.picklist(optionValues(strategyTypeOptions), messages.invalidStrategyType);
