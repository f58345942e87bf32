import * as v from 'valibot';
import { messages } from '../messages';
import { type Option, optionValues } from './option';

/** Sort options of lists (feedback, reviews, discovery). */
export const sortOptions = [
  { value: 'Latest', label: 'Latest' },
  { value: 'Rating', label: 'Rating' },
  { value: 'ByAlphabet', label: 'By alphabet' },
] as const satisfies readonly Option[];
export type SortOption = (typeof sortOptions)[number]['value'];
export const sortOptionSchema = v.picklist(optionValues(sortOptions), messages.invalidSortOption);

export const dataRoomSortOptions = [
  { value: 'ByAlphabet', label: 'By alphabet' },
  { value: 'NewestFirst', label: 'Newest first' },
  { value: 'OlderFirst', label: 'Older first' },
] as const satisfies readonly Option[];
export type DataRoomSortOption = (typeof dataRoomSortOptions)[number]['value'];
export const dataRoomSortOptionSchema = v.picklist(optionValues(dataRoomSortOptions), messages.invalidDataRoomSortOption);

/** Sort orders of event lists. */
export const eventSortOptions = [
  { value: 'Upcoming', label: 'Upcoming' },
  { value: 'MostLpAttending', label: 'Most LP attending' },
  { value: 'MostGpAttending', label: 'Most GP attending' },
  { value: 'LowestPriceGp', label: 'Lowest price GP' },
  { value: 'LowestPriceLp', label: 'Lowest price LP' },
] as const satisfies readonly Option[];
export type EventSortOption = (typeof eventSortOptions)[number]['value'];
export const eventSortOptionSchema = v.picklist(optionValues(eventSortOptions), messages.invalidEventSortOption);
