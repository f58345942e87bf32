import * as v from 'valibot';
import { messages } from '../messages';
import { type Option, optionValues } from './option';

/** Sectors (sector focus, primary sector). Our choice: the spec does not show the list. */
export const sectorOptions = [
  { value: 'artificialIntelligence', label: 'Artificial intelligence' },
  { value: 'enterpriseSoftware', label: 'Enterprise software / SaaS' },
  { value: 'fintech', label: 'Fintech' },
  { value: 'insurtech', label: 'Insurtech' },
  { value: 'healthtech', label: 'Healthtech' },
  { value: 'biotech', label: 'Biotech' },
  { value: 'medtech', label: 'Medtech' },
  { value: 'climateTech', label: 'Climate tech' },
  { value: 'energy', label: 'Energy' },
  { value: 'mobility', label: 'Mobility' },
  { value: 'ecommerce', label: 'E-commerce and retail' },
  { value: 'consumer', label: 'Consumer' },
  { value: 'foodAndAgriculture', label: 'Food and agriculture' },
  { value: 'proptech', label: 'Proptech' },
  { value: 'edtech', label: 'Edtech' },
  { value: 'deeptech', label: 'Deep tech' },
  { value: 'cybersecurity', label: 'Cybersecurity' },
  { value: 'web3', label: 'Web3 and blockchain' },
  { value: 'mediaAndGaming', label: 'Media and gaming' },
  { value: 'futureOfWork', label: 'Future of work / HR tech' },
  { value: 'industrial', label: 'Industrial and manufacturing' },
  { value: 'logistics', label: 'Logistics' },
  { value: 'spaceTech', label: 'Space tech' },
  { value: 'telecommunications', label: 'Telecommunications' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export type Sector = (typeof sectorOptions)[number]['value'];
export const sectorSchema = v.picklist(optionValues(sectorOptions), messages.invalidSector);
