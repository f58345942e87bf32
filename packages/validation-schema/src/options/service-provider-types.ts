import * as v from 'valibot';
import { messages } from '../messages';
import { type Option, optionValues } from './option';

/** Service provider types. Our choice: the spec says the list exists, not its contents. */
export const serviceProviderTypeOptions = [
  { value: 'fundAdministration', label: 'Fund administration' },
  { value: 'legal', label: 'Legal' },
  { value: 'audit', label: 'Audit' },
  { value: 'tax', label: 'Tax advisory' },
  { value: 'placementAgent', label: 'Placement agent' },
  { value: 'depositary', label: 'Depositary / custodian' },
  { value: 'compliance', label: 'Compliance and AML' },
  { value: 'fundFormation', label: 'Fund formation / AIFM' },
  { value: 'consulting', label: 'Consulting' },
  { value: 'software', label: 'Software' },
  { value: 'investorRelations', label: 'Investor relations and marketing' },
  { value: 'banking', label: 'Banking and financing' },
  { value: 'insurance', label: 'Insurance' },
  { value: 'recruitment', label: 'Recruitment' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export type ServiceProviderType = (typeof serviceProviderTypeOptions)[number]['value'];
export const serviceProviderTypeSchema = v.picklist(optionValues(serviceProviderTypeOptions), messages.invalidServiceProviderType);
