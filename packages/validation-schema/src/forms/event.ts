import { URL_MAX_LENGTH } from '../constants';
import * as v from 'valibot';
import { stakeholderTypeSchema } from '../enums/profiles';
import { messages } from '../messages';
import { eventFormatOptions, eventTypeOptions } from '../options/events';
import { optionValues } from '../options/option';
import { timezoneOptions } from '../options/timezones';
import { notBefore, requiredWhen } from '../rules/conditional';
import { isoDate } from '../rules/dates';
import { atLeastOne } from '../rules/lists';
import { nonEmptyStringList, optionalString, requiredLongText, requiredString } from '../rules/strings';
import { optionalUrl } from '../rules/url';
import { formObject } from '../rules/object';

/**
 * A platform event. `isSideEvent` is our flag (the spec only says mainEventId is required for a
 * side event). URL fields are optional but must be valid ('Invalid URL format').
 */
export const eventFormEntries = {
  isSideEvent: v.optional(v.boolean(), false),
  mainEventId: optionalString(),
  eventImageOriginal: requiredString(messages.eventImageRequired, URL_MAX_LENGTH),
  eventImageCropped: optionalString(URL_MAX_LENGTH),
  eventName: requiredString(messages.eventNameRequired),
  eventType: v.picklist(optionValues(eventTypeOptions), messages.eventTypeRequired),
  eventFormat: v.picklist(optionValues(eventFormatOptions), messages.eventFormatRequired),
  stakeholderType: atLeastOne(formObject({ value: stakeholderTypeSchema, label: v.string() }), messages.atLeastOneStakeholderType),
  eventStartDate: isoDate(messages.eventStartDateRequired),
  eventEndDate: isoDate(messages.eventEndDateRequired),
  eventTimezone: v.picklist(optionValues(timezoneOptions), messages.eventTimezoneRequired),
  eventCityCountry: requiredString(messages.eventCityCountryRequired),
  hostName: requiredString(messages.hostNameRequired),
  eventDescription: requiredLongText(messages.eventDescriptionRequired),
  hostUrl: optionalUrl(messages.invalidUrlFormat),
  eventUrl: optionalUrl(messages.invalidUrlFormat),
  keywords: nonEmptyStringList(messages.atLeastOneKeyword),
  attendeesListURL: optionalUrl(messages.invalidUrlFormat),
  lpAttendingListUrl: optionalUrl(messages.invalidUrlFormat),
  gpAttendingListUrl: optionalUrl(messages.invalidUrlFormat),
  otherAttendingListUrl: optionalUrl(messages.invalidUrlFormat),
  lpTicketDetailsUrl: optionalUrl(messages.invalidUrlFormat),
  gpTicketDetailsUrl: optionalUrl(messages.invalidUrlFormat),
  buyTicketsServiceUrl: optionalUrl(messages.invalidUrlFormat),
};

export const eventSchema = v.pipe(
  formObject(eventFormEntries),
  requiredWhen('mainEventId', 'isSideEvent', (side) => side === true, messages.mainEventRequired),
  notBefore('eventEndDate', 'eventStartDate', messages.endDateBeforeStartDate),
);
export type EventFormInput = v.InferInput<typeof eventSchema>;
export type EventForm = v.InferOutput<typeof eventSchema>;
