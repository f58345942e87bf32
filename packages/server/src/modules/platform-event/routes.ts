import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  attendanceBody,
  attendanceReply,
  bookmarkReply,
  eventHostsBody,
  eventHostsReply,
  platformEventBody,
  platformEventIdParams,
  platformEventListQuery,
  platformEventListReply,
  platformEventReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { createEvent, deleteEvent, getEvent, listEvents, updateEvent } from './service';
import { listHosts, setHosts } from './hosts';
import { setAttendance, setBookmark } from './attendance';
import { MANAGERS, type Params, tags, userOf, viewerOf } from './routes-common';
import { platformEventCalendarRoutes } from './routes-calendar';
import { platformEventReviewRoutes } from './routes-reviews';

/**
 * api/platform-event: platform events (CRUD by administrators and named hosts, side events), bookmarks,
 * attendance, reviews ("ratings"), stats, hosts and calendars. README.md gives the design.
 */
export async function platformEventRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

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

  await platformEventReviewRoutes(app, deps);
  await platformEventCalendarRoutes(app, deps);
}
