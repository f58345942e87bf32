export { attendEvent, useAttendEvent } from './attend-event';
export { bookmarkEvent, useBookmarkEvent } from './bookmark-event';
export { createPlatformEvent, type PlatformEventInput, useCreatePlatformEvent } from './create-platform-event';
export { deleteEventReview } from './delete-event-review';
export { deletePlatformEvent, useDeletePlatformEvent } from './delete-platform-event';
export { downloadEventIcs } from './download-event-ics';
export { getCalendarFeed, useCalendarFeed } from './get-calendar-feed';
export { getEventHosts, useEventHosts } from './get-event-hosts';
export { getEventRatings, useEventRatings } from './get-event-ratings';
export { getEventStats } from './get-event-stats';
export { getMyEventReview, useMyEventReview } from './get-my-event-review';
export { getPlatformEvent, platformEventQueryOptions, usePlatformEvent } from './get-platform-event';
export {
  type CalendarFeed,
  type EventHosts,
  type EventRatings,
  eventSearchParams,
  type EventStats,
  getPlatformEvents,
  type MyEventReview,
  type PlatformEvent,
  type PlatformEventDetail,
  type PlatformEventFilters,
  type PlatformEventList,
  platformEventsQueryOptions,
  usePlatformEvents,
} from './get-platform-events';
export { platformEventKeys } from './keys';
export { resetCalendarFeed, useResetCalendarFeed } from './reset-calendar-feed';
export { type EventReviewInput, saveEventReview, useSaveEventReview } from './save-event-review';
export { type EventHostsInput, setEventHosts, useSetEventHosts } from './set-event-hosts';
export { unbookmarkEvent } from './unbookmark-event';
export { updatePlatformEvent, useUpdatePlatformEvent } from './update-platform-event';
export { withdrawEventAttendance } from './withdraw-event-attendance';
