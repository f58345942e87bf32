import type { FastifyInstance } from 'fastify';
import { calendarFeedReply, calendarTokenParams, platformEventIdParams } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { binaryReply, routeSchema } from '../../lib/route-schema';
import { calendarFeed, calendarToken, icsFileName, icsOf } from './calendar';
import { findEvent } from './service';
import { type Params, tags } from './routes-common';

/** Calendars: one event as an .ics file, and each user's secret iCal feed of bookmarked events. */
export async function platformEventCalendarRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const feedUrl = (token: string) => `${deps.config.appUrl}/api/platform-event/calendar-feed/ical/${token}.ics`;

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
