import {
  type DiscoveryItem,
  fundMaturityOptions,
  fundraisingStatusOptions,
  geographyOptions,
  investorTypeOptions,
  sectorOptions,
  serviceProviderTypeOptions,
  strategyTypeOptions,
} from '@fundnet/validation-schema';
import { investmentStatusOptions, stageOptions } from '../url-state/discovery-filters';
import { formatAmountWithConverted, formatRange, labelOf, labelsOf } from './format';

export interface CardFact {
  term: string;
  detail: string;
}

const providerStatusOptions = [
  { value: 'AcceptingClients', label: 'Accepting clients' },
  { value: 'NotAcceptingClients', label: 'Not accepting clients' },
];

/** The key facts a result card lists for its kind; a fact the profile does not give (or hides) is left out. */
export function cardFacts(item: DiscoveryItem): CardFact[] {
  const facts: [string, string | null][] = [];
  switch (item.type) {
    case 'fund':
      facts.push(
        ['Fund size', formatAmountWithConverted(item.targetFundSize, item.targetFundSizeConverted)],
        ['Stage', labelsOf(stageOptions, item.stageFocus)],
        ['Geography', labelsOf(geographyOptions, item.geographies)],
        ['Status', labelOf(fundraisingStatusOptions, item.fundraisingStatus)],
        ['Strategy', labelsOf(strategyTypeOptions, item.strategyType, 2)],
        ['Maturity', labelOf(fundMaturityOptions, item.fundMaturity)],
        ['Location', item.location],
      );
      break;
    case 'investor':
      facts.push(
        ['Investor type', labelOf(investorTypeOptions, item.investorType)],
        ['Deal range', formatRange(item.dealRangeFrom, item.dealRangeTo, item.dealRangeFromConverted, item.dealRangeToConverted)],
        ['Status', labelOf(investmentStatusOptions, item.investmentStatus)],
        ['Regions', labelsOf(geographyOptions, item.geographies)],
        ['Industries', labelsOf(sectorOptions, item.sectorFocus)],
      );
      break;
    case 'serviceProvider':
      facts.push(
        ['Provider type', labelOf(serviceProviderTypeOptions, item.providerType)],
        ['Location', item.location],
        ['Geography', labelsOf(geographyOptions, item.geographies)],
        ['Average costs', formatAmountWithConverted(item.averageCosts, item.averageCostsConverted)],
        ['Status', labelOf(providerStatusOptions, item.providerStatus)],
      );
      break;
  }
  return facts.filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '').map(([term, detail]) => ({ term, detail }));
}

/** The line under the name: the company behind the profile, when it differs from the name. */
export function cardCompany(item: DiscoveryItem): string | null {
  const company = item.type === 'fund' ? item.fundManagementCompany : item.type === 'investor' ? item.investmentEntity : item.companyName;
  return company && company.trim().toLowerCase() !== item.name.trim().toLowerCase() ? company : null;
}
