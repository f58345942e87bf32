import { type ApiHandler, errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { MyEventReview, PlatformEvent, PlatformEventDetail, PublicEventReview } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import {
  anEvent,
  aReview,
  calendarFeedReply,
  counts,
  detailReply,
  eventId,
  listReply,
  meReply,
  mine,
  myReviewReply,
  pastEvent,
  ratingsReply,
  sideEvent,
  viewer,
  webinar,
} from './testing';

// /events (the list with its filters) and /event/:eventId (one event, its side events, attendance and reviews) as
// their routes mount them, answered from the platform-event contract's fixtures (./testing) through the stand-in.
const meta = { title: 'Feed and events/Events', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

interface EventsWorld {
  /** GET platform-event (default: `events`). */
  list?: ApiHandler;
  /** The list's events, and the events GET platform-event/{id} knows (with their main and side events). */
  events?: PlatformEvent[];
  details?: PlatformEventDetail[];
  /** GET platform-event/{id} instead of `details`. */
  detail?: ApiHandler;
  /** Reviews per event id (default: none). */
  reviews?: Record<string, PublicEventReview[]>;
  /** GET ratings instead of `reviews`. */
  ratings?: ApiHandler;
  /** The reader's own review state (signed in). */
  myReview?: MyEventReview;
  isAdmin?: boolean;
}

/** api/platform-event and users/get-me for one story. */
const eventsApi =
  (world: EventsWorld = {}): ApiHandler =>
  (request) => {
    const { path, method } = request;
    if (path === '/api/users/get-me') return { json: meReply(world.isAdmin) };
    if (path === '/api/platform-event' && method === 'GET') {
      return world.list ? world.list(request) : { json: listReply(world.events ?? []) };
    }
    if (path === '/api/platform-event/calendar-feed') return { json: calendarFeedReply };
    const [, id, rest] = /^\/api\/platform-event\/([^/]+)(\/.*)?$/.exec(path) ?? [];
    if (!id) return undefined;
    const detail = world.details?.find((d) => d.event.id === id);
    if (!rest && method === 'GET') {
      if (world.detail) return world.detail(request);
      return detail ? { json: detail } : errorReply(404, 'This event does not exist.');
    }
    if (rest === '/ratings') return world.ratings ? world.ratings(request) : { json: ratingsReply(world.reviews?.[id] ?? []) };
    if (rest === '/ratings/mine' && method === 'GET') return { json: world.myReview ?? myReviewReply('notAttended') };
    if (rest === '/attendance') {
      const status = method === 'PUT' ? (JSON.parse(request.body) as { status: 'attending' | 'attended' }).status : null;
      return { json: { status, counts: detail?.event.counts ?? counts() } };
    }
    if (rest === '/bookmark') return { json: { bookmarked: method === 'POST', counts: detail?.event.counts ?? counts() } };
    return undefined;
  };

const at = (address: string) => ({ at: address, path: '*' });
const reader = signedIn(viewer);

// ---------------------------------------------------------------- the list (/events)

/** What a visitor sees: upcoming, past (rated) and online events; a signed-in reader also gets `me`. */
function someEvents(signedInReader: boolean): PlatformEvent[] {
  const me = (over: Parameters<typeof mine>[0] = {}) => (signedInReader ? mine(over) : null);
  return [
    webinar(3, { me: me({ bookmarked: true }) }),
    anEvent(1, { me: me({ attendance: 'attending', bookmarked: true }), sideEventCount: 2 }),
    anEvent(4, {
      eventName: 'Founders & Funders Pitch Night',
      eventType: 'PitchEvent',
      eventCityCountry: 'London, United Kingdom',
      eventStartDate: '2027-01-21T18:00',
      eventEndDate: '2027-01-21T22:00',
      eventTimezone: 'GMT',
      startsAt: '2027-01-21T18:00:00.000Z',
      endsAt: '2027-01-21T22:00:00.000Z',
      lpTicketPrice: 0,
      gpTicketPrice: 250,
      ticketCurrency: 'GBP',
      me: me(),
    }),
    pastEvent(2, { me: me({ attendance: 'attended', reviewed: true }) }),
  ];
}

export const ListSignedOut: Story = { ...screenStory({ route: at('/events'), api: eventsApi({ events: someEvents(false) }) }) };
/** Signed in: bookmarks, "I attend" chips, the attendance filter, the Bookmarked and Hosting groups, the calendar feed. */
export const ListSignedIn: Story = {
  ...screenStory({ route: at('/events'), session: reader, api: eventsApi({ events: someEvents(true) }) }),
};
/** An administrator: "Create event". */
export const ListAdministrator: Story = {
  ...screenStory({ route: at('/events'), session: reader, api: eventsApi({ events: someEvents(true), isAdmin: true }) }),
};
/** Filters and a group from the address: the filter panel shows them, with "Clear filters". */
export const ListFiltered: Story = {
  ...screenStory({
    route: at('/events?group=past&format=Offline&regions=dach,europe&keywords=venture&attendance=haveAttended'),
    session: reader,
    api: eventsApi({ events: [pastEvent(2, { me: mine({ attendance: 'attended' }) })] }),
  }),
};
export const ListLoading: Story = { ...screenStory({ route: at('/events'), api: eventsApi({ list: () => pending }) }) };
export const ListEmpty: Story = {
  ...screenStory({ route: at('/events?group=upcoming&format=Online'), api: eventsApi({ events: [] }) }),
};
export const ListError: Story = {
  ...screenStory({ route: at('/events'), api: eventsApi({ list: () => errorReply(503, 'Events are not available right now.') }) }),
};
/** A full page of twenty with long names and places, and pages after it. */
export const ListLongContent: Story = {
  ...screenStory({
    route: at('/events'),
    session: reader,
    api: eventsApi({
      list: () => ({
        json: listReply(
          Array.from({ length: 20 }, (_, i) =>
            (i % 3 === 2 ? pastEvent : anEvent)(100 + i, {
              eventName: `International Private Markets Allocators and Emerging Managers Forum ${2027 + (i % 4)} – Day ${i + 1}`,
              eventCityCountry: 'Luxembourg City, Grand Duchy of Luxembourg',
              hostName: 'European Association of Institutional Investors and Fund Managers',
              me: mine({ bookmarked: i % 4 === 0 }),
            }),
          ),
          67,
        ),
      }),
    }),
  }),
};
export const ListNarrow: Story = { ...ListSignedOut, ...narrow };
export const ListSignedInNarrow: Story = { ...ListSignedIn, ...narrow };

// ---------------------------------------------------------------- one event (/event, /event/:eventId)

/** /event without an id: a way to the list. */
export const NoEventChosen: Story = { ...screenStory({ route: at('/event') }) };

const past = pastEvent(2, { sideEventCount: 2 });
const pastSides = [
  sideEvent(21, past, { eventName: 'LP breakfast at the Soho House', eventType: 'InviteOnly' }),
  sideEvent(22, past, { eventName: 'First-time funds dinner', eventType: 'Other' }),
];
const pastReviews = [aReview(1), aReview(2), aReview(3, { analysisPerspective: 'haveNotAttended', shortFeedback: 'Followed online' })];
const pastDetail = (me: PlatformEvent['me'] = null, over: Partial<PlatformEvent> = {}) =>
  detailReply({ ...past, me, ...over }, { sideEvents: pastSides });
const pastAt = at(`/event/${past.id}`);

/** A visitor on a past event with side events and reviews: no attendance buttons, a way to sign in. */
export const EventSignedOut: Story = {
  ...screenStory({ route: pastAt, api: eventsApi({ details: [pastDetail()], reviews: { [past.id]: pastReviews } }) }),
};
/** An upcoming event without side events or reviews yet. */
export const EventWithoutSideEventsOrReviews: Story = {
  ...screenStory({ route: at(`/event/${eventId(1)}`), api: eventsApi({ details: [detailReply(anEvent(1))] }) }),
};
/** A side event: the breadcrumbs lead to its main event; no side-events section. */
export const EventSideEvent: Story = {
  ...screenStory({
    route: at(`/event/${pastSides[0]!.id}`),
    session: reader,
    api: eventsApi({
      details: [detailReply({ ...pastSides[0]!, me: mine() }, { mainEvent: past })],
      myReview: myReviewReply('notAttended'),
    }),
  }),
};
/** Signed in, attended and may review: "Write a review", "I attended" chosen. */
export const EventAttendeeCanReview: Story = {
  ...screenStory({
    route: pastAt,
    session: reader,
    api: eventsApi({
      details: [pastDetail(mine({ attendance: 'attended' }))],
      reviews: { [past.id]: pastReviews },
      myReview: myReviewReply('canReview'),
    }),
  }),
};
/** Signed in with a review written: "Edit my review", the review marked as the reader's. */
export const EventReviewed: Story = {
  ...screenStory({
    route: pastAt,
    session: reader,
    api: eventsApi({
      details: [pastDetail(mine({ attendance: 'attended', reviewed: true, bookmarked: true }))],
      reviews: { [past.id]: [aReview(0, { mine: true }), ...pastReviews] },
      myReview: myReviewReply('reviewed'),
    }),
  }),
};
/** Signed in without recorded attendance: told why there is no review button. */
export const EventCannotReview: Story = {
  ...screenStory({
    route: pastAt,
    session: reader,
    api: eventsApi({ details: [pastDetail(mine())], reviews: { [past.id]: pastReviews }, myReview: myReviewReply('notAttended') }),
  }),
};
/** Signed in on an upcoming event: "I attend" chosen, "I attended" not yet possible. */
export const EventUpcomingAttending: Story = {
  ...screenStory({
    route: at(`/event/${eventId(1)}`),
    session: reader,
    api: eventsApi({
      details: [detailReply(anEvent(1, { me: mine({ attendance: 'attending', bookmarked: true }) }))],
      myReview: myReviewReply('notStarted'),
    }),
  }),
};
/** A host (canEdit): edit, add a side event, delete. */
export const EventHost: Story = {
  ...screenStory({
    route: pastAt,
    session: reader,
    api: eventsApi({
      details: [pastDetail(mine({ canEdit: true }))],
      reviews: { [past.id]: pastReviews },
      myReview: myReviewReply('notAttended'),
    }),
  }),
};
/** An administrator: the host's actions and "Hosts". */
export const EventAdministrator: Story = {
  ...screenStory({
    route: pastAt,
    session: reader,
    api: eventsApi({
      details: [pastDetail(mine({ canEdit: true }))],
      reviews: { [past.id]: pastReviews },
      myReview: myReviewReply('notAttended'),
      isAdmin: true,
    }),
  }),
};
export const EventLoading: Story = { ...screenStory({ route: pastAt, api: eventsApi({ detail: () => pending }) }) };
export const EventNotFound: Story = { ...screenStory({ route: at(`/event/${eventId(999)}`), api: eventsApi() }) };
export const EventError: Story = {
  ...screenStory({ route: pastAt, api: eventsApi({ detail: () => errorReply(503, 'Events are not available right now.') }) }),
};
/** The event loads, its reviews do not. */
export const EventReviewsError: Story = {
  ...screenStory({
    route: pastAt,
    api: eventsApi({ details: [pastDetail()], ratings: () => errorReply(503, 'Reviews are not available right now.') }),
  }),
};
export const EventReviewsLoading: Story = {
  ...screenStory({ route: pastAt, api: eventsApi({ details: [pastDetail()], ratings: () => pending }) }),
};

const longDescription = Array.from(
  { length: 8 },
  (_, i) =>
    `Day ${i + 1}: keynotes on private-market allocations, roundtables for LPs only, one-to-one meetings booked through the app, and an evening reception hosted by the sponsors. Bring business cards; the venue has no Wi-Fi in the basement rooms.`,
).join('\n\n');
/** A long description, every link, many side events and many reviews. */
export const EventLongContent: Story = {
  ...screenStory({
    route: pastAt,
    session: reader,
    api: eventsApi({
      details: [
        detailReply(
          {
            ...past,
            eventName: 'International Private Markets Allocators and Emerging Managers Forum 2026 – Berlin Edition',
            eventDescription: longDescription,
            keywords: [
              'venture',
              'growth',
              'secondaries',
              'co-investments',
              'emerging managers',
              'ESG',
              'private credit',
              'infrastructure',
            ],
            regions: ['europe', 'dach', 'nordics', 'benelux', 'ukAndIreland', 'northAmerica'],
            assetClasses: ['fundsVc', 'fundOfFundsPe', 'directVc', 'directPe'],
            attendeesListURL: 'https://summit.example/attendees',
            lpAttendingListUrl: 'https://summit.example/lps',
            gpAttendingListUrl: 'https://summit.example/gps',
            otherAttendingListUrl: 'https://summit.example/others',
            lpTicketDetailsUrl: 'https://summit.example/tickets/lp',
            gpTicketDetailsUrl: 'https://summit.example/tickets/gp',
            sideEventCount: 12,
            me: mine({ attendance: 'attended', reviewed: true }),
          },
          {
            sideEvents: Array.from({ length: 12 }, (_, i) =>
              sideEvent(200 + i, past, {
                eventName: `Side event ${i + 1}: roundtable on ${['secondaries', 'pacing', 'co-investments'][i % 3]}`,
              }),
            ),
          },
        ),
      ],
      reviews: {
        [past.id]: Array.from({ length: 14 }, (_, i) =>
          aReview(10 + i, {
            mine: i === 0,
            generalFeedback: i % 2 ? longDescription.slice(0, 600) : 'Short and to the point: worth it.',
          }),
        ),
      },
      myReview: myReviewReply('reviewed'),
    }),
  }),
};
export const EventNarrow: Story = { ...EventSignedOut, ...narrow };
export const EventAdministratorNarrow: Story = { ...EventAdministrator, ...narrow };
