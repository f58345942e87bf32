import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import {
  attendanceBody,
  attendanceReply,
  bookmarkReply,
  calendarFeedReply,
  calendarTokenParams,
  eventHostsBody,
  eventHostsReply,
  eventRatingsReply,
  eventReviewBody,
  eventStatsReply,
  myEventReviewReply,
  platformEventBody,
  platformEventIdParams,
  platformEventListQuery,
  platformEventListReply,
  platformEventReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { binaryReply, routeSchema } from '../../lib/route-schema';
import { calendarFeed, calendarToken, icsFileName, icsOf } from './calendar';
import {
  createEvent,
  deleteEvent,
  deleteReview,
  eventStats,
  findEvent,
  getEvent,
  listEvents,
  listHosts,
  listRatings,
  myReview,
  saveReview,
  setAttendance,
  setBookmark,
  setHosts,
  updateEvent,
  type Viewer,
} from './service';

const tags = ['platform-event'];
type Params = { id: string };

const viewerOf = (request: FastifyRequest): Viewer | null =>
  request.auth?.kind === 'user' ? { userId: request.auth.userId, isAdmin: request.auth.isAdmin } : null;
const userOf = (request: FastifyRequest): Viewer => viewerOf(request)!;

const MANAGERS =
  'Signed-in user: administrators, the hosts an administrator named on the event and the hosts of its main event (403 others).';

/**
 * api/platform-event: platform events (CRUD by administrators and named hosts, side events), bookmarks,
 * attendance, reviews ("ratings"), stats, hosts and calendars. README.md gives the design.
 */
export async function platformEventRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const feedUrl = (token: string) => `${deps.config.appUrl}/api/platform-event/calendar-feed/ical/${token}.ics`;

  app.get<{ Querystring: v.InferOutput<typeof platformEventListQuery> }>(
    '/platform-event',
    {
      config: { auth: 'optional' },
      schema: routeSchema({
        tags,
        summary: 'Platform events with filters and sorts',
        description:
          'Anyone. Main events only (side events are on their main event). Filters (product §3): group (all, upcoming, past, ' +
          'bookmarked, hosting), stakeholders, regions, assetClass, keywords (comma-separated), format, dataRangeFrom, ' +
          'dataRangeTo (YYYY-MM-DD, events overlapping the range), order (Upcoming, MostLpAttending, MostGpAttending, ' +
          'LowestPriceGp, LowestPriceLp), attendance (haveAttended, haveNotAttended: the caller’s), search, skip, take. ' +
          '`me` carries the caller’s bookmark, attendance and review (null signed out).',
        querystring: platformEventListQuery,
        response: { 200: platformEventListReply },
      }),
    },
    async (request) => listEvents(db, viewerOf(request), request.query),
  );

  app.post<{ Body: v.InferOutput<typeof platformEventBody> }>(
    '/platform-event',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Create an event or a side event',
        description:
          'Administrators create any event; a host of a main event may add side events to it (403 otherwise). A side event ' +
          '(isSideEvent) needs mainEventId of a main event (422). The event form of forms §3 and §5, plus regions, assetClasses, ' +
          'lpTicketPrice, gpTicketPrice and ticketCurrency.',
        body: platformEventBody,
        errors: [403],
        response: { 201: platformEventReply },
      }),
    },
    async (request, reply) => reply.status(201).send(await createEvent(db, userOf(request), request.body)),
  );

  app.get<{ Params: Params }>(
    '/platform-event/:id',
    {
      config: { auth: 'optional' },
      schema: routeSchema({
        tags,
        summary: 'One event, with its main event or its side events',
        description: 'Anyone. 404 for an unknown event.',
        params: platformEventIdParams,
        errors: [404],
        response: { 200: platformEventReply },
      }),
    },
    async (request) => getEvent(db, viewerOf(request), request.params.id),
  );

  app.put<{ Params: Params; Body: v.InferOutput<typeof platformEventBody> }>(
    '/platform-event/:id',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Edit an event',
        description: `${MANAGERS} The whole form, as for POST.`,
        params: platformEventIdParams,
        body: platformEventBody,
        errors: [403, 404],
        response: { 200: platformEventReply },
      }),
    },
    async (request) => updateEvent(db, userOf(request), request.params.id, request.body),
  );

  app.delete<{ Params: Params }>(
    '/platform-event/:id',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Delete an event (and its side events)',
        description: MANAGERS,
        params: platformEventIdParams,
        errors: [403, 404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await deleteEvent(db, userOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get<{ Params: Params }>(
    '/platform-event/:id/hosts',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'The hosts of an event',
        description: MANAGERS,
        params: platformEventIdParams,
        errors: [403, 404],
        response: { 200: eventHostsReply },
      }),
    },
    async (request) => listHosts(db, userOf(request), request.params.id),
  );

  app.put<{ Params: Params; Body: v.InferOutput<typeof eventHostsBody> }>(
    '/platform-event/:id/hosts',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Name the hosts of an event',
        description:
          'Administrators. The whole list, as e-mail addresses of registered users (422 for one without an account; at most 20). ' +
          'Hosts edit and delete the event and manage its side events.',
        params: platformEventIdParams,
        body: eventHostsBody,
        errors: [404],
        response: { 200: eventHostsReply },
      }),
    },
    async (request) => setHosts(db, request.params.id, request.body.emails),
  );

  for (const [method, on] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    app[method]<{ Params: Params }>(
      '/platform-event/:id/bookmark',
      {
        config: { auth: 'user' },
        schema: routeSchema({
          tags,
          summary: on ? 'Bookmark an event' : 'Remove the bookmark of an event',
          description: 'Signed-in user. Idempotent. Bookmarked events are in the user’s calendar feed.',
          params: platformEventIdParams,
          errors: [404],
          response: { 200: bookmarkReply },
        }),
      },
      async (request) => setBookmark(db, request.auth!.userId, request.params.id, on),
    );
  }

  app.put<{ Params: Params; Body: v.InferOutput<typeof attendanceBody> }>(
    '/platform-event/:id/attendance',
    {
      config: { auth: 'user', profile: { optional: true } },
      schema: routeSchema({
        tags,
        summary: 'Record attendance: "I attend" (attending) or "I attended" (attended)',
        description:
          'Signed-in user, one attendance per user and event. With the meta-profile headers the profile’s type counts it: ' +
          'investor = LP, fund = GP, others (or no profile) = other. "attended" only once the event has started (409).',
        params: platformEventIdParams,
        body: attendanceBody,
        errors: [404, 409],
        response: { 200: attendanceReply },
      }),
    },
    async (request) =>
      setAttendance(
        db,
        request.auth!.userId,
        request.profile ? { id: request.profile.id, type: request.profile.type } : null,
        request.params.id,
        request.body.status,
      ),
  );

  app.delete<{ Params: Params }>(
    '/platform-event/:id/attendance',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Withdraw the attendance',
        description: 'Signed-in user. Idempotent. The review written stays.',
        params: platformEventIdParams,
        errors: [404],
        response: { 200: attendanceReply },
      }),
    },
    async (request) => setAttendance(db, request.auth!.userId, null, request.params.id, null),
  );

  app.get<{ Params: Params }>(
    '/platform-event/:id/ratings',
    {
      config: { auth: 'optional' },
      schema: routeSchema({
        tags,
        summary: 'Reviews of an event and the averages per criterion',
        description: 'Anyone. Reviewers show as first name and initial with company; e-mail, phone and LinkedIn are never shown.',
        params: platformEventIdParams,
        errors: [404],
        response: { 200: eventRatingsReply },
      }),
    },
    async (request) => listRatings(db, viewerOf(request), request.params.id),
  );

  app.get<{ Params: Params }>(
    '/platform-event/:id/ratings/mine',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'My review of an event and whether I may write one',
        description: 'Signed-in user. canReview: attendance recorded and the event started.',
        params: platformEventIdParams,
        errors: [404],
        response: { 200: myEventReviewReply },
      }),
    },
    async (request) => myReview(db, request.auth!.userId, request.params.id),
  );

  app.put<{ Params: Params; Body: v.InferOutput<typeof eventReviewBody> }>(
    '/platform-event/:id/ratings/mine',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Write or edit my review of an event',
        description:
          'Signed-in user who recorded attendance (403 otherwise), once the event started (409). One review per person and ' +
          'event: 201 the first time, 200 when it replaces it. The review form of forms §3 and §5.',
        params: platformEventIdParams,
        body: eventReviewBody,
        errors: [403, 404, 409],
        response: { 200: myEventReviewReply, 201: myEventReviewReply },
      }),
    },
    async (request, reply) => {
      const { created, review } = await saveReview(db, request.auth!.userId, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(review);
    },
  );

  app.delete<{ Params: Params }>(
    '/platform-event/:id/ratings/mine',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Delete my review of an event',
        description: 'Signed-in user. Idempotent.',
        params: platformEventIdParams,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await deleteReview(db, request.auth!.userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get<{ Params: Params }>(
    '/platform-event/:id/stats',
    {
      config: { auth: 'optional' },
      schema: routeSchema({
        tags,
        summary: 'Figures of an event',
        description: 'Anyone. LP / GP / other attendance, attending and attended, bookmarks, reviews, averages, side events.',
        params: platformEventIdParams,
        errors: [404],
        response: { 200: eventStatsReply },
      }),
    },
    async (request) => eventStats(db, request.params.id),
  );

  app.get<{ Params: Params }>(
    '/platform-event/:id/ics',
    {
      config: { auth: 'optional' },
      schema: routeSchema({
        tags,
        summary: 'Add to calendar: the event as an .ics file',
        description: 'Anyone. text/calendar, as an attachment named after the event.',
        params: platformEventIdParams,
        errors: [404],
        response: { 200: binaryReply('The iCalendar file', ['text/calendar']) },
      }),
    },
    async (request, reply) => {
      const event = await findEvent(db, request.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${icsFileName(event)}"`)
        .send(icsOf([event], deps.config.appUrl));
    },
  );

  app.get(
    '/platform-event/calendar-feed',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'The secret address of my iCal feed of bookmarked events',
        description: 'Signed-in user. Made on first use; the same address until reset.',
        response: { 200: calendarFeedReply },
      }),
    },
    async (request) => ({ url: feedUrl(await calendarToken(db, request.auth!.userId)) }),
  );

  app.post(
    '/platform-event/calendar-feed/reset',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Replace the address of my iCal feed',
        description: 'Signed-in user. The old address stops working (404).',
        response: { 200: calendarFeedReply },
      }),
    },
    async (request) => ({ url: feedUrl(await calendarToken(db, request.auth!.userId, true)) }),
  );

  app.get<{ Params: { token: string } }>(
    '/platform-event/calendar-feed/ical/:token',
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags,
        summary: 'An iCal feed of a user’s bookmarked events',
        description: 'Public: the secret token is the credential (calendar apps send no session). 404 for an unknown or reset token.',
        params: calendarTokenParams,
        errors: [404],
        response: { 200: binaryReply('The iCalendar feed', ['text/calendar']) },
      }),
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(await calendarFeed(db, request.params.token, deps.config.appUrl)),
  );
}
