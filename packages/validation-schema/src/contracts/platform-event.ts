import * as v from 'valibot';
import { stakeholderTypes } from '../enums/profiles';
import { eventFormEntries, eventSchema } from '../forms/event';
import { eventReviewSchema } from '../forms/event-review';
import { messages } from '../messages';
import { currencyCodes } from '../options/currencies';
import { eventAttendanceOptions, eventFormatOptions, eventTypeOptions } from '../options/events';
import { geographyOptions } from '../options/geographies';
import { optionValues } from '../options/option';
import { eventSortOptions } from '../options/sorting';
import { strategyTypeOptions } from '../options/strategy-types';
import { timezoneOptions } from '../options/timezones';
import { describesYouBestOptions } from '../options/onboarding';
import { isIsoDate } from '../rules/dates';
import { formObject } from '../rules/object';
import { socialPageQueryEntries } from './follow';

/**
 * Contract of the platform-event family (api/platform-event). The spec names the family ("CRUD, bookmark,
 * ratings, stats, hosts") and the event and review forms; paths and payloads are our design
 * (packages/server/src/modules/platform-event/README.md, ADR 0040):
 *
 * - GET platform-event (filters, sorts, paging; anyone) · GET platform-event/{id} (with main and side events)
 * - POST platform-event (administrators; a host of the main event for a side event) · PUT / DELETE platform-event/{id}
 *   (administrators and the event's hosts; a main event's hosts also manage its side events)
 * - GET / PUT platform-event/{id}/hosts (the hosts an administrator names, by e-mail)
 * - POST / DELETE platform-event/{id}/bookmark (signed-in user)
 * - PUT / DELETE platform-event/{id}/attendance ("I attend" / "I attended"; the active profile's type makes it an
 *   LP (investor) or GP (fund) attendance)
 * - GET platform-event/{id}/ratings (reviews and averages) · GET / PUT platform-event/{id}/ratings/mine (one review
 *   per person and event, attendance recorded, event started)
 * - GET platform-event/{id}/stats
 * - GET platform-event/{id}/ics (Add to calendar) · GET platform-event/calendar-feed, POST calendar-feed/reset,
 *   GET platform-event/calendar-feed/ical/{token} (the user's bookmarked events as an iCal feed)
 */

export const platformEventMessages = {
  invalidId: 'Event id is not valid', // not in spec
  notFound: 'This event does not exist.', // not in spec
  mainEventNotFound: 'The main event does not exist.', // not in spec
  sideOfSide: 'A side event belongs to a main event, not to another side event.', // not in spec
  notAllowed: 'Only administrators and the hosts of this event can do this.', // not in spec
  onlyAdminsCreate: 'Only administrators create events; hosts add side events to their events.', // not in spec
  attendanceRequired: 'Only people who recorded their attendance can review this event.', // not in spec
  notStarted: 'You can review this event once it has started.', // not in spec
  attendedBeforeStart: 'You can say you attended once the event has started.', // not in spec
  invalidAttendanceStatus: 'Select a valid attendance (attending or attended)', // not in spec
  invalidGroup: 'Select a valid group', // not in spec
  invalidStakeholder: 'Select valid stakeholder types', // not in spec
  invalidRegion: 'Select valid regions', // not in spec
  invalidAssetClass: 'Select valid asset classes', // not in spec
  invalidFormat: 'Select a valid event format', // not in spec
  invalidDate: 'Enter a valid date (YYYY-MM-DD)', // not in spec
  invalidPrice: 'Price must be a number of at least 0', // not in spec
  invalidCurrency: 'Select a valid currency', // not in spec
  hostEmailsInvalid: 'Enter valid e-mail addresses of registered users', // not in spec
  unknownHost: 'No account uses this e-mail address', // not in spec
  tooManyHosts: 'An event can have at most 20 hosts', // not in spec
  calendarTokenInvalid: 'This calendar link is not valid.', // not in spec
  searchTooLong: 'Search can be at most 100 characters', // not in spec
} as const;

const id = v.pipe(v.string(platformEventMessages.invalidId), v.trim(), v.uuid(platformEventMessages.invalidId));
export const platformEventIdParams = v.object({ id });
export const calendarTokenParams = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,100}(\.ics)?$/, platformEventMessages.calendarTokenInvalid)),
});

/** What an administrator or host may set beyond the form of forms §3 (our additions, all optional). */
export const platformEventExtraEntries = {
  regions: v.optional(v.array(v.picklist(optionValues(geographyOptions), platformEventMessages.invalidRegion)), []),
  assetClasses: v.optional(v.array(v.picklist(optionValues(strategyTypeOptions), platformEventMessages.invalidAssetClass)), []),
  lpTicketPrice: v.nullish(v.pipe(v.number(platformEventMessages.invalidPrice), v.minValue(0, platformEventMessages.invalidPrice)), null),
  gpTicketPrice: v.nullish(v.pipe(v.number(platformEventMessages.invalidPrice), v.minValue(0, platformEventMessages.invalidPrice)), null),
  ticketCurrency: v.optional(v.picklist(currencyCodes, platformEventMessages.invalidCurrency), 'EUR'),
};

/** The body of POST and PUT platform-event: the event form (forms §3, §5) plus regions, asset classes and prices. */
export const platformEventBody = v.pipe(
  formObject({ ...eventFormEntries, ...platformEventExtraEntries }),
  ...(eventSchema.pipe.slice(1) as unknown as []),
);
export type PlatformEventInput = v.InferInput<typeof platformEventBody>;
export type PlatformEventValues = v.InferOutput<typeof platformEventBody>;

export const eventAttendanceStatuses = ['attending', 'attended'] as const;
export type EventAttendanceStatus = (typeof eventAttendanceStatuses)[number];
export const attendanceBody = formObject({
  status: v.picklist(eventAttendanceStatuses, platformEventMessages.invalidAttendanceStatus),
});
export type AttendanceInput = v.InferInput<typeof attendanceBody>;

export const eventGroups = ['all', 'upcoming', 'past', 'bookmarked', 'hosting'] as const;
export type EventGroup = (typeof eventGroups)[number];

/** A comma-separated list of allowed values ('' = no filter). */
function csvOf<const T extends string>(allowed: readonly T[], message: string) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
    v.check((items) => items.every((item) => (allowed as readonly string[]).includes(item)), message),
    v.transform((items) => items as T[]),
  );
}

const optionalQueryDate = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.check((value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isIsoDate(value)), platformEventMessages.invalidDate),
  v.transform((value) => value || null),
);

/** GET platform-event: the filters of product §3 plus the attendance filter, a search and paging. */
export const platformEventListQuery = v.object({
  group: v.optional(v.picklist(eventGroups, platformEventMessages.invalidGroup), 'all'),
  stakeholders: csvOf(stakeholderTypes, platformEventMessages.invalidStakeholder),
  regions: csvOf(optionValues(geographyOptions), platformEventMessages.invalidRegion),
  assetClass: csvOf(optionValues(strategyTypeOptions), platformEventMessages.invalidAssetClass),
  keywords: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) =>
      value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    ),
  ),
  format: v.optional(v.picklist(optionValues(eventFormatOptions), platformEventMessages.invalidFormat)),
  dataRangeFrom: optionalQueryDate,
  dataRangeTo: optionalQueryDate,
  order: v.optional(v.picklist(optionValues(eventSortOptions), messages.invalidEventSortOption), 'Upcoming'),
  attendance: v.optional(v.picklist(optionValues(eventAttendanceOptions), messages.invalidEventAttendance)),
  search: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(100, platformEventMessages.searchTooLong),
    v.transform((value) => value || null),
  ),
  skip: socialPageQueryEntries.skip,
  take: socialPageQueryEntries.take,
});
export type PlatformEventListQuery = v.InferInput<typeof platformEventListQuery>;
export type PlatformEventListFilters = v.InferOutput<typeof platformEventListQuery>;

const nullableString = v.nullable(v.string());
const isoDateTime = v.string();

export const platformEventCounts = v.object({
  lpAttending: v.number(),
  gpAttending: v.number(),
  otherAttending: v.number(),
  bookmarks: v.number(),
  reviews: v.number(),
});

/** The caller's own state on an event (null when signed out). */
export const platformEventMine = v.object({
  bookmarked: v.boolean(),
  attendance: v.nullable(v.picklist(eventAttendanceStatuses)),
  reviewed: v.boolean(),
  canEdit: v.boolean(),
});

export const platformEvent = v.object({
  id: v.string(),
  mainEventId: nullableString,
  isSideEvent: v.boolean(),
  eventImageOriginal: v.string(),
  eventImageCropped: nullableString,
  eventName: v.string(),
  eventType: v.picklist(optionValues(eventTypeOptions)),
  eventFormat: v.picklist(optionValues(eventFormatOptions)),
  stakeholderType: v.array(v.object({ value: v.picklist(stakeholderTypes), label: v.string() })),
  eventStartDate: v.string(),
  eventEndDate: v.string(),
  eventTimezone: v.picklist(optionValues(timezoneOptions)),
  /** The start and end as instants (the dates read in the event's timezone). */
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  eventCityCountry: v.string(),
  hostName: v.string(),
  eventDescription: v.string(),
  hostUrl: nullableString,
  eventUrl: nullableString,
  keywords: v.array(v.string()),
  attendeesListURL: nullableString,
  lpAttendingListUrl: nullableString,
  gpAttendingListUrl: nullableString,
  otherAttendingListUrl: nullableString,
  lpTicketDetailsUrl: nullableString,
  gpTicketDetailsUrl: nullableString,
  buyTicketsServiceUrl: nullableString,
  regions: v.array(v.string()),
  assetClasses: v.array(v.string()),
  lpTicketPrice: v.nullable(v.number()),
  gpTicketPrice: v.nullable(v.number()),
  ticketCurrency: v.string(),
  counts: platformEventCounts,
  averageRating: v.nullable(v.number()),
  sideEventCount: v.number(),
  me: v.nullable(platformEventMine),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PlatformEvent = v.InferOutput<typeof platformEvent>;

export const platformEventListReply = v.object({
  items: v.array(platformEvent),
  total: v.number(),
  skip: v.number(),
  take: v.number(),
});
export type PlatformEventList = v.InferOutput<typeof platformEventListReply>;

export const platformEventReply = v.object({
  event: platformEvent,
  mainEvent: v.nullable(platformEvent),
  sideEvents: v.array(platformEvent),
});
export type PlatformEventDetail = v.InferOutput<typeof platformEventReply>;

export const eventHostsBody = formObject({
  emails: v.pipe(
    v.array(
      v.pipe(
        v.string(platformEventMessages.hostEmailsInvalid),
        v.trim(),
        v.toLowerCase(),
        v.email(platformEventMessages.hostEmailsInvalid),
      ),
      platformEventMessages.hostEmailsInvalid,
    ),
    v.maxLength(20, platformEventMessages.tooManyHosts),
  ),
});
export type EventHostsInput = v.InferInput<typeof eventHostsBody>;
export const eventHostsReply = v.object({
  hosts: v.array(v.object({ userId: v.string(), email: v.string(), name: v.string() })),
});
export type EventHosts = v.InferOutput<typeof eventHostsReply>;

export const attendanceReply = v.object({
  status: v.nullable(v.picklist(eventAttendanceStatuses)),
  counts: platformEventCounts,
});
export type AttendanceReply = v.InferOutput<typeof attendanceReply>;

export const bookmarkReply = v.object({ bookmarked: v.boolean(), counts: platformEventCounts });
export type BookmarkReply = v.InferOutput<typeof bookmarkReply>;

/** The seven criteria of forms §3, in the order of the form. */
export const eventReviewCriteria = [
  'qualityOfLPsAttending',
  'qualityOfGPsAttending',
  'qualityAndRelevance',
  'networkingPotential',
  'qualityOfSideEvents',
  'valueForMoney',
  'foodAndBeverageQuality',
] as const;
export type EventReviewCriterion = (typeof eventReviewCriteria)[number];
export const eventReviewCriterionLabels: Record<EventReviewCriterion, string> = {
  qualityOfLPsAttending: 'Quality of LPs attending',
  qualityOfGPsAttending: 'Quality of GPs attending',
  qualityAndRelevance: 'Quality and relevance',
  networkingPotential: 'Networking potential',
  qualityOfSideEvents: 'Quality of side events',
  valueForMoney: 'Value for money',
  foodAndBeverageQuality: 'Food and beverage quality',
};

export const eventReviewBody = eventReviewSchema;
export type EventReviewInput = v.InferInput<typeof eventReviewBody>;

const criterionReply = v.nullable(v.object({ rating: v.nullable(v.number()), comment: nullableString }));
const averagesEntries = Object.fromEntries(['generalRating', ...eventReviewCriteria].map((key) => [key, v.nullable(v.number())])) as Record<
  'generalRating' | EventReviewCriterion,
  v.NullableSchema<v.NumberSchema<undefined>, undefined>
>;
export const eventReviewAverages = v.object(averagesEntries);
export type EventReviewAverages = v.InferOutput<typeof eventReviewAverages>;

/** A review as anyone reads it: no e-mail, phone or LinkedIn of the reviewer. */
export const publicEventReview = v.object({
  id: v.string(),
  reviewerName: v.string(),
  reviewerCompanyName: v.string(),
  reviewerBestDescription: v.picklist(optionValues(describesYouBestOptions)),
  analysisPerspective: v.picklist(optionValues(eventAttendanceOptions)),
  generalRating: v.number(),
  shortFeedback: v.string(),
  generalFeedback: v.string(),
  criteria: v.object(
    Object.fromEntries(eventReviewCriteria.map((key) => [key, criterionReply])) as Record<EventReviewCriterion, typeof criterionReply>,
  ),
  mine: v.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PublicEventReview = v.InferOutput<typeof publicEventReview>;

export const eventRatingsReply = v.object({
  count: v.number(),
  averages: eventReviewAverages,
  items: v.array(publicEventReview),
});
export type EventRatings = v.InferOutput<typeof eventRatingsReply>;

/** The caller's own review (the whole form) and whether they may write one. */
export const myEventReviewReply = v.object({
  review: v.nullable(
    v.object({
      id: v.string(),
      analysisPerspective: v.picklist(optionValues(eventAttendanceOptions)),
      datesOfAttendance: v.array(v.string()),
      reviewerFirstName: v.string(),
      reviewerLasttName: v.string(),
      reviewerBestDescription: v.picklist(optionValues(describesYouBestOptions)),
      reviewerLinkedinUrl: v.string(),
      reviewerEmail: v.string(),
      reviewerPhoneNumber: v.string(),
      reviewerCompanyName: v.string(),
      generalRating: v.number(),
      shortFeedback: v.string(),
      generalFeedback: v.string(),
      ...(Object.fromEntries(eventReviewCriteria.map((key) => [key, criterionReply])) as Record<
        EventReviewCriterion,
        typeof criterionReply
      >),
      createdAt: isoDateTime,
      updatedAt: isoDateTime,
    }),
  ),
  canReview: v.boolean(),
  /** Why not, when canReview is false. */
  reason: nullableString,
});
export type MyEventReview = v.InferOutput<typeof myEventReviewReply>;

export const eventStatsReply = v.object({
  counts: platformEventCounts,
  attending: v.number(),
  attended: v.number(),
  averages: eventReviewAverages,
  sideEvents: v.number(),
});
export type EventStats = v.InferOutput<typeof eventStatsReply>;

export const calendarFeedReply = v.object({
  /** The secret address of the caller's iCal feed (bookmarked events); anyone holding it can read the feed. */
  url: v.string(),
});
export type CalendarFeed = v.InferOutput<typeof calendarFeedReply>;
