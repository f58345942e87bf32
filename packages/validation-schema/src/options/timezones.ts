import * as v from 'valibot';
import { messages } from '../messages';
import { type Option, optionValues } from './option';

/**
 * The 36 event timezone abbreviations, from BST to ICT. The spec gives only the count and the two
 * ends; the list between them is our choice. `offset` is the UTC offset of the abbreviation.
 */
export const timezoneOptions = [
  { value: 'BST', label: 'BST – British Summer Time', offset: '+01:00' },
  { value: 'GMT', label: 'GMT – Greenwich Mean Time', offset: '+00:00' },
  { value: 'UTC', label: 'UTC – Coordinated Universal Time', offset: '+00:00' },
  { value: 'WET', label: 'WET – Western European Time', offset: '+00:00' },
  { value: 'WEST', label: 'WEST – Western European Summer Time', offset: '+01:00' },
  { value: 'CET', label: 'CET – Central European Time', offset: '+01:00' },
  { value: 'CEST', label: 'CEST – Central European Summer Time', offset: '+02:00' },
  { value: 'EET', label: 'EET – Eastern European Time', offset: '+02:00' },
  { value: 'EEST', label: 'EEST – Eastern European Summer Time', offset: '+03:00' },
  { value: 'MSK', label: 'MSK – Moscow Standard Time', offset: '+03:00' },
  { value: 'WAT', label: 'WAT – West Africa Time', offset: '+01:00' },
  { value: 'CAT', label: 'CAT – Central Africa Time', offset: '+02:00' },
  { value: 'SAST', label: 'SAST – South Africa Standard Time', offset: '+02:00' },
  { value: 'EAT', label: 'EAT – East Africa Time', offset: '+03:00' },
  { value: 'GST', label: 'GST – Gulf Standard Time', offset: '+04:00' },
  { value: 'PKT', label: 'PKT – Pakistan Standard Time', offset: '+05:00' },
  { value: 'IST', label: 'IST – India Standard Time', offset: '+05:30' },
  { value: 'HST', label: 'HST – Hawaii Standard Time', offset: '-10:00' },
  { value: 'AKST', label: 'AKST – Alaska Standard Time', offset: '-09:00' },
  { value: 'PST', label: 'PST – Pacific Standard Time', offset: '-08:00' },
  { value: 'PDT', label: 'PDT – Pacific Daylight Time', offset: '-07:00' },
  { value: 'MST', label: 'MST – Mountain Standard Time', offset: '-07:00' },
  { value: 'MDT', label: 'MDT – Mountain Daylight Time', offset: '-06:00' },
  { value: 'CST', label: 'CST – Central Standard Time', offset: '-06:00' },
  { value: 'CDT', label: 'CDT – Central Daylight Time', offset: '-05:00' },
  { value: 'EST', label: 'EST – Eastern Standard Time', offset: '-05:00' },
  { value: 'EDT', label: 'EDT – Eastern Daylight Time', offset: '-04:00' },
  { value: 'AST', label: 'AST – Atlantic Standard Time', offset: '-04:00' },
  { value: 'BRT', label: 'BRT – Brasília Time', offset: '-03:00' },
  { value: 'SGT', label: 'SGT – Singapore Time', offset: '+08:00' },
  { value: 'HKT', label: 'HKT – Hong Kong Time', offset: '+08:00' },
  { value: 'JST', label: 'JST – Japan Standard Time', offset: '+09:00' },
  { value: 'KST', label: 'KST – Korea Standard Time', offset: '+09:00' },
  { value: 'AEST', label: 'AEST – Australian Eastern Standard Time', offset: '+10:00' },
  { value: 'NZST', label: 'NZST – New Zealand Standard Time', offset: '+12:00' },
  { value: 'ICT', label: 'ICT – Indochina Time', offset: '+07:00' },
] as const satisfies readonly (Option & { offset: string })[];
export type Timezone = (typeof timezoneOptions)[number]['value'];
export const timezoneSchema = v.picklist(optionValues(timezoneOptions), messages.invalidTimezone);
