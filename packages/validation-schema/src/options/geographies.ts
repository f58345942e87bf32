import * as v from 'valibot';
import { messages } from '../messages';
import { type Option, optionValues } from './option';

/** Geographies (regions) for focus and discovery. Our choice: the spec does not show the list. */
export const geographyOptions = [
  { value: 'global', label: 'Global' },
  { value: 'europe', label: 'Europe' },
  { value: 'westernEurope', label: 'Western Europe' },
  { value: 'dach', label: 'DACH' },
  { value: 'benelux', label: 'Benelux' },
  { value: 'ukAndIreland', label: 'UK and Ireland' },
  { value: 'nordics', label: 'Nordics' },
  { value: 'southernEurope', label: 'Southern Europe' },
  { value: 'centralEasternEurope', label: 'Central and Eastern Europe' },
  { value: 'northAmerica', label: 'North America' },
  { value: 'latinAmerica', label: 'Latin America' },
  { value: 'middleEast', label: 'Middle East' },
  { value: 'africa', label: 'Africa' },
  { value: 'southAsia', label: 'South Asia' },
  { value: 'southeastAsia', label: 'Southeast Asia' },
  { value: 'eastAsia', label: 'East Asia' },
  { value: 'oceania', label: 'Oceania' },
] as const satisfies readonly Option[];
export type Geography = (typeof geographyOptions)[number]['value'];
export const geographySchema = v.picklist(optionValues(geographyOptions), messages.invalidGeography);
