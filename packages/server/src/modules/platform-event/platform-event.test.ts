import { createProfile, createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { auth, dateIn, eventBody, reviewBody } from './test-support';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t, { admin: true });
});

afterAll(async () => {
  await t.close();
});

const create = async (overrides: Record<string, unknown> = {}, by: TestUser = admin) =>
  t.call('POST', '/api/platform-event', { ...auth(by), body: eventBody(overrides) });
const createdId = async (overrides: Record<string, unknown> = {}) => {
  const res = await create(overrides);
  expect(res.status).toBe(201);
  return res.body.event.id as string;
};
const pastEvent = () => createdId({ eventStartDate: dateIn(-10), eventEndDate: dateIn(-9) });
const NO_SUCH_EVENT = '00000000-0000-4000-8000-000000000000';

/** A user acting as a profile of `type` (investor = LP, fund = GP). */
async function personOf(type: 'fund' | 'investor' | 'serviceProvider') {
  const user = await createUser(t);
  const profile = await createProfile(t, user, { type, status: 'published' });
  return { user, profile };
}

describe('who may call each platform-event route', () => {
  let eventId: string;
  let host: TestUser;
  let user: TestUser;
  beforeAll(async () => {
    eventId = await pastEvent();
    host = await createUser(t);
    user = await createUser(t);
    await t.call('PUT', `/api/platform-event/${eventId}/hosts`, { ...auth(admin), body: { emails: [host.email] } });
  });

  const signedIn: Array<[string, string, () => string, () => unknown]> = [
    ['POST platform-event', 'POST', () => '/api/platform-event', () => eventBody()],
    ['PUT platform-event/{id}', 'PUT', () => `/api/platform-event/${eventId}`, () => eventBody()],
    ['DELETE platform-event/{id}', 'DELETE', () => `/api/platform-event/${eventId}`, () => undefined],
    ['GET platform-event/{id}/hosts', 'GET', () => `/api/platform-event/${eventId}/hosts`, () => undefined],
    ['PUT platform-event/{id}/hosts', 'PUT', () => `/api/platform-event/${eventId}/hosts`, () => ({ emails: [] })],
    ['POST platform-event/{id}/bookmark', 'POST', () => `/api/platform-event/${eventId}/bookmark`, () => undefined],
    ['DELETE platform-event/{id}/bookmark', 'DELETE', () => `/api/platform-event/${eventId}/bookmark`, () => undefined],
    ['PUT platform-event/{id}/attendance', 'PUT', () => `/api/platform-event/${eventId}/attendance`, () => ({ status: 'attended' })],
    ['DELETE platform-event/{id}/attendance', 'DELETE', () => `/api/platform-event/${eventId}/attendance`, () => undefined],
    ['GET platform-event/{id}/ratings/mine', 'GET', () => `/api/platform-event/${eventId}/ratings/mine`, () => undefined],
    ['PUT platform-event/{id}/ratings/mine', 'PUT', () => `/api/platform-event/${eventId}/ratings/mine`, () => reviewBody()],
    ['DELETE platform-event/{id}/ratings/mine', 'DELETE', () => `/api/platform-event/${eventId}/ratings/mine`, () => undefined],
    ['GET platform-event/calendar-feed', 'GET', () => '/api/platform-event/calendar-feed', () => undefined],
    ['POST platform-event/calendar-feed/reset', 'POST', () => '/api/platform-event/calendar-feed/reset', () => undefined],
  ];
  it.each(signedIn)('%s answers 401 to an anonymous caller', async (_l, method, path, body) => {
    expect((await t.call(method, path(), { body: body() })).status).toBe(401);
  });

  const open: Array<[string, () => string]> = [
    ['GET platform-event', () => '/api/platform-event'],
    ['GET platform-event/{id}', () => `/api/platform-event/${eventId}`],
    ['GET platform-event/{id}/ratings', () => `/api/platform-event/${eventId}/ratings`],
    ['GET platform-event/{id}/stats', () => `/api/platform-event/${eventId}/stats`],
    ['GET platform-event/{id}/ics', () => `/api/platform-event/${eventId}/ics`],
  ];
  it.each(open)('%s answers an anonymous caller', async (_l, path) => {
    expect((await t.call('GET', path())).status).toBe(200);
  });

  it.each([
    ['POST platform-event', 'POST', () => '/api/platform-event', () => eventBody()],
    ['PUT platform-event/{id}', 'PUT', () => `/api/platform-event/${eventId}`, () => eventBody()],
    ['DELETE platform-event/{id}', 'DELETE', () => `/api/platform-event/${eventId}`, () => undefined],
    ['GET platform-event/{id}/hosts', 'GET', () => `/api/platform-event/${eventId}/hosts`, () => undefined],
    ['PUT platform-event/{id}/hosts', 'PUT', () => `/api/platform-event/${eventId}/hosts`, () => ({ emails: [] })],
  ] as Array<[string, string, () => string, () => unknown]>)(
    '%s answers 403 to a user who is neither administrator nor host',
    async (_l, method, path, body) => {
      expect((await t.call(method, path(), { ...auth(user), body: body() })).status).toBe(403);
    },
  );

  it('lets a named host edit the event and read its hosts, but not create a main event or name hosts', async () => {
    const edited = await t.call('PUT', `/api/platform-event/${eventId}`, {
      ...auth(host),
      body: eventBody({ eventName: 'Renamed by host', eventStartDate: dateIn(-10), eventEndDate: dateIn(-9) }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.event).toMatchObject({ eventName: 'Renamed by host', me: { canEdit: true } });
    const hosts = await t.call('GET', `/api/platform-event/${eventId}/hosts`, auth(host));
    expect(hosts.body.hosts.map((h: { email: string }) => h.email)).toEqual([host.email]);
    expect((await create({}, host)).status).toBe(403);
    expect((await t.call('PUT', `/api/platform-event/${eventId}/hosts`, { ...auth(host), body: { emails: [] } })).status).toBe(403);
  });
});

describe('POST and PUT platform-event: the event form', () => {
  it('creates an event with every field, read back by anyone', async () => {
    const res = await create({ eventName: 'Berlin LP Summit', lpAttendingListUrl: '' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mainEvent: null, sideEvents: [] });
    expect(res.body.event).toMatchObject({
      eventName: 'Berlin LP Summit',
      isSideEvent: false,
      mainEventId: null,
      eventType: 'Conference',
      eventFormat: 'Offline',
      eventTimezone: 'CET',
      stakeholderType: [
        { value: 'investor', label: 'Investor (LP)' },
        { value: 'fund', label: 'Fund (GP)' },
      ],
      keywords: ['venture', 'secondaries'],
      lpAttendingListUrl: null,
      eventUrl: 'https://summit.example.test',
      regions: ['europe'],
      assetClasses: ['fundsVc'],
      gpTicketPrice: 1200,
      counts: { lpAttending: 0, gpAttending: 0, otherAttending: 0, bookmarks: 0, reviews: 0 },
      me: { bookmarked: false, attendance: null, reviewed: false, canEdit: true },
    });
    // 09:00 CET is 08:00 UTC.
    expect(res.body.event.startsAt).toBe(`${dateIn(30)}T08:00:00.000Z`);
    const read = await t.call('GET', `/api/platform-event/${res.body.event.id}`);
    expect(read.body.event).toMatchObject({ eventName: 'Berlin LP Summit', me: null });
  });

  it.each([
    ['eventImageOriginal', { eventImageOriginal: '' }, 'Event image is required'],
    ['eventName', { eventName: ' ' }, 'Event name is required'],
    ['eventType', { eventType: undefined }, 'Event type is required'],
    ['eventFormat', { eventFormat: 'Hybrid' }, 'Event format is required'],
    ['eventStartDate', { eventStartDate: '' }, 'Start date is required'],
    ['eventTimezone', { eventTimezone: 'XYZ' }, 'Timezone is required'],
    ['eventCityCountry', { eventCityCountry: '' }, 'City and country are required'],
    ['hostName', { hostName: '' }, 'Host name is required'],
    ['eventDescription', { eventDescription: '' }, 'Event description is required'],
    ['stakeholderType', { stakeholderType: [] }, 'Please select at least one stakeholder type'],
    ['keywords', { keywords: [] }, 'Please add at least one keyword'],
    ['eventUrl', { eventUrl: 'not a url' }, 'Invalid URL format'],
    ['buyTicketsServiceUrl', { buyTicketsServiceUrl: 'ftp//x' }, 'Invalid URL format'],
    ['mainEventId', { isSideEvent: true }, 'Main event is required for a side event'],
    ['lpTicketPrice', { lpTicketPrice: -1 }, 'Price must be a number of at least 0'],
  ])('rejects a bad %s with its message (422)', async (field, overrides, message) => {
    const res = await create(overrides);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });

  it('rejects an end before the start', async () => {
    const res = await create({ eventStartDate: dateIn(5), eventEndDate: dateIn(4) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['eventEndDate']);
  });
});

describe('side events', () => {
  it('needs an existing main event, is listed on it, and its main event’s hosts manage it', async () => {
    const mainId = await createdId({ eventName: 'Main', keywords: ['side-events-main'] });
    const host = await createUser(t);
    await t.call('PUT', `/api/platform-event/${mainId}/hosts`, { ...auth(admin), body: { emails: [host.email.toUpperCase()] } });
    const side = await create({ isSideEvent: true, mainEventId: mainId, eventName: 'LP breakfast' }, host);
    expect(side.status).toBe(201);
    expect(side.body).toMatchObject({
      event: { isSideEvent: true, mainEventId: mainId, me: { canEdit: true } },
      mainEvent: { id: mainId },
    });
    const main = await t.call('GET', `/api/platform-event/${mainId}`);
    expect(main.body.sideEvents.map((e: { eventName: string }) => e.eventName)).toEqual(['LP breakfast']);
    expect(main.body.event.sideEventCount).toBe(1);
    // The list counts it too (its flags and counts are read in one query of their own).
    const listed = await t.call('GET', '/api/platform-event?keywords=side-events-main');
    expect(listed.body.items.find((item: { id: string }) => item.id === mainId)?.sideEventCount).toBe(1);
    // Not a side of a side, not an unknown main event.
    const sideOfSide = await create({ isSideEvent: true, mainEventId: side.body.event.id });
    expect(sideOfSide.status).toBe(422);
    expect((await create({ isSideEvent: true, mainEventId: NO_SUCH_EVENT })).body.errors).toEqual({
      mainEventId: ['The main event does not exist.'],
    });
    // A stranger cannot add side events; the host deletes theirs; deleting the main event takes the rest.
    expect((await create({ isSideEvent: true, mainEventId: mainId }, await createUser(t))).status).toBe(403);
    expect((await t.call('DELETE', `/api/platform-event/${side.body.event.id}`, auth(host))).status).toBe(204);
    const again = await create({ isSideEvent: true, mainEventId: mainId });
    expect((await t.call('DELETE', `/api/platform-event/${mainId}`, auth(admin))).status).toBe(204);
    expect((await t.call('GET', `/api/platform-event/${again.body.event.id}`)).status).toBe(404);
  });
});

describe('hosts', () => {
  it('refuses unknown e-mails with a 422 naming them', async () => {
    const id = await createdId();
    const res = await t.call('PUT', `/api/platform-event/${id}/hosts`, { ...auth(admin), body: { emails: ['nobody@example.test'] } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ emails: ['No account uses this e-mail address: nobody@example.test'] });
    expect((await t.call('PUT', `/api/platform-event/${NO_SUCH_EVENT}/hosts`, { ...auth(admin), body: { emails: [] } })).status).toBe(404);
  });
});

describe('bookmark, attendance and counts', () => {
  it('counts LP and GP attendance from the profile type, moves counts on change, and is idempotent', async () => {
    const id = await pastEvent();
    const lp = await personOf('investor');
    const gp = await personOf('fund');
    const provider = await personOf('serviceProvider');
    const mark = (who: { user: TestUser; profile: { id: string; type: string } }, status: string) =>
      t.call('PUT', `/api/platform-event/${id}/attendance`, { ...auth(who.user, who.profile), body: { status } });
    expect((await mark(lp, 'attended')).body).toMatchObject({ status: 'attended', counts: { lpAttending: 1, gpAttending: 0 } });
    expect((await mark(lp, 'attended')).body.counts).toMatchObject({ lpAttending: 1 });
    await mark(gp, 'attending');
    const last = await mark(provider, 'attended');
    expect(last.body.counts).toMatchObject({ lpAttending: 1, gpAttending: 1, otherAttending: 1 });
    const withdrawn = await t.call('DELETE', `/api/platform-event/${id}/attendance`, auth(gp.user));
    expect(withdrawn.body).toMatchObject({ status: null, counts: { gpAttending: 0 } });
    const stats = await t.call('GET', `/api/platform-event/${id}/stats`);
    expect(stats.body).toMatchObject({ attended: 2, attending: 0, counts: { lpAttending: 1, otherAttending: 1 } });

    const b = await t.call('POST', `/api/platform-event/${id}/bookmark`, auth(lp.user));
    expect(b.body).toMatchObject({ bookmarked: true, counts: { bookmarks: 1 } });
    expect((await t.call('POST', `/api/platform-event/${id}/bookmark`, auth(lp.user))).body.counts.bookmarks).toBe(1);
    const read = await t.call('GET', `/api/platform-event/${id}`, auth(lp.user));
    expect(read.body.event.me).toEqual({ bookmarked: true, attendance: 'attended', reviewed: false, canEdit: false });
    expect((await t.call('DELETE', `/api/platform-event/${id}/bookmark`, auth(lp.user))).body.counts.bookmarks).toBe(0);
  });

  it('refuses "I attended" before the start (409), an unknown status (422) and an unknown event (404)', async () => {
    const id = await createdId();
    const user = await createUser(t);
    const early = await t.call('PUT', `/api/platform-event/${id}/attendance`, { ...auth(user), body: { status: 'attended' } });
    expect(early.status).toBe(409);
    const bad = await t.call('PUT', `/api/platform-event/${id}/attendance`, { ...auth(user), body: { status: 'maybe' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ status: ['Select a valid attendance (attending or attended)'] });
    expect((await t.call('POST', `/api/platform-event/${NO_SUCH_EVENT}/bookmark`, auth(user))).status).toBe(404);
  });

  it('refuses attendance with the headers of a profile the user is not a member of (403)', async () => {
    const id = await createdId();
    const other = await personOf('investor');
    const user = await createUser(t);
    const res = await t.call('PUT', `/api/platform-event/${id}/attendance`, {
      ...auth(user, other.profile),
      body: { status: 'attending' },
    });
    expect(res.status).toBe(403);
  });
});

describe('ratings (reviews)', () => {
  it('lets only an attendee review, after the start, once (editable), and averages each criterion', async () => {
    const id = await createdId({ eventStartDate: dateIn(-10), eventEndDate: dateIn(-9), keywords: ['reviewed-flag'] });
    const attendee = await personOf('investor');
    const other = await createUser(t);
    const put = (user: TestUser, body: Record<string, unknown>) =>
      t.call('PUT', `/api/platform-event/${id}/ratings/mine`, { ...auth(user), body });

    const refused = await put(other, reviewBody());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only people who recorded their attendance can review this event.');
    expect((await t.call('GET', `/api/platform-event/${id}/ratings/mine`, auth(other))).body).toEqual({
      review: null,
      canReview: false,
      reason: 'Only people who recorded their attendance can review this event.',
    });

    await t.call('PUT', `/api/platform-event/${id}/attendance`, { ...auth(attendee.user, attendee.profile), body: { status: 'attended' } });
    const first = await put(attendee.user, reviewBody());
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ canReview: true, review: { generalRating: 4, reviewerEmail: 'ada@example.test' } });
    const edited = await put(attendee.user, reviewBody({ generalRating: 2, foodAndBeverageQuality: { rating: 2, comment: 'Cold' } }));
    expect(edited.status).toBe(200);

    const second = await createUser(t);
    await t.call('PUT', `/api/platform-event/${id}/attendance`, { ...auth(second), body: { status: 'attending' } });
    await put(second, reviewBody({ generalRating: 5, qualityOfLPsAttending: { rating: 4, comment: null } }));

    const ratings = await t.call('GET', `/api/platform-event/${id}/ratings`, auth(second));
    expect(ratings.body.count).toBe(2);
    expect(ratings.body.averages).toEqual({
      generalRating: 3.5,
      qualityOfLPsAttending: 4.5,
      qualityOfGPsAttending: 4,
      qualityAndRelevance: 4,
      networkingPotential: 5,
      qualityOfSideEvents: 3,
      valueForMoney: 3,
      foodAndBeverageQuality: 2,
    });
    expect(ratings.body.items[0]).toMatchObject({ reviewerName: 'Ada L.', mine: true });
    // The list tells the reviewer they reviewed it (the button says so, not "Review" again).
    const listed = await t.call('GET', '/api/platform-event?keywords=reviewed-flag', auth(attendee.user));
    expect(listed.body.items.find((item: { id: string }) => item.id === id)?.me).toMatchObject({ reviewed: true, attendance: 'attended' });
    expect(JSON.stringify(ratings.body)).not.toContain('ada@example.test');
    const event = await t.call('GET', `/api/platform-event/${id}`);
    expect(event.body.event).toMatchObject({ averageRating: 3.5, counts: { reviews: 2 } });

    expect((await t.call('DELETE', `/api/platform-event/${id}/ratings/mine`, auth(second))).status).toBe(204);
    expect((await t.call('GET', `/api/platform-event/${id}`)).body.event).toMatchObject({ averageRating: 2, counts: { reviews: 1 } });
  });

  it('refuses a review before the event started (409)', async () => {
    const id = await createdId();
    const user = await createUser(t);
    await t.call('PUT', `/api/platform-event/${id}/attendance`, { ...auth(user), body: { status: 'attending' } });
    const res = await t.call('PUT', `/api/platform-event/${id}/ratings/mine`, { ...auth(user), body: reviewBody() });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You can review this event once it has started.');
  });

  it.each([
    ['analysisPerspective', { analysisPerspective: '' }],
    ['datesOfAttendance', { datesOfAttendance: [] }],
    ['reviewerFirstName', { reviewerFirstName: '' }],
    ['reviewerEmail', { reviewerEmail: 'nope' }],
    ['reviewerPhoneNumber', { reviewerPhoneNumber: '12' }],
    ['generalRating', { generalRating: undefined }],
    ['shortFeedback', { shortFeedback: '' }],
    ['valueForMoney', { valueForMoney: { rating: null, comment: 'x' } }],
  ])('rejects a review without a valid %s (422)', async (field, overrides) => {
    const id = await pastEvent();
    const user = await createUser(t);
    await t.call('PUT', `/api/platform-event/${id}/attendance`, { ...auth(user), body: { status: 'attended' } });
    const res = await t.call('PUT', `/api/platform-event/${id}/ratings/mine`, { ...auth(user), body: reviewBody(overrides) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).some((key) => key.startsWith(field))).toBe(true);
  });

  it('takes a review without dates when the perspective is haveNotAttended, and without food and beverage', async () => {
    const id = await pastEvent();
    const user = await createUser(t);
    await t.call('PUT', `/api/platform-event/${id}/attendance`, { ...auth(user), body: { status: 'attending' } });
    const res = await t.call('PUT', `/api/platform-event/${id}/ratings/mine`, {
      ...auth(user),
      body: reviewBody({ analysisPerspective: 'haveNotAttended', datesOfAttendance: [], foodAndBeverageQuality: undefined }),
    });
    expect(res.status).toBe(201);
  });
});

describe('GET platform-event: filters and sorts', () => {
  const tag = `k${Date.now()}`;
  const ids: Record<string, string> = {};
  let lp: { user: TestUser; profile: { id: string; type: string } };

  beforeAll(async () => {
    const base = { keywords: [tag] };
    ids.soon = await createdId({
      ...base,
      eventName: 'Soon',
      eventStartDate: dateIn(3),
      eventEndDate: dateIn(3),
      gpTicketPrice: 500,
      lpTicketPrice: 100,
      eventFormat: 'Online',
    });
    ids.later = await createdId({
      ...base,
      eventName: 'Later',
      eventStartDate: dateIn(60),
      eventEndDate: dateIn(61),
      gpTicketPrice: 100,
      lpTicketPrice: null,
      regions: ['northAmerica'],
    });
    ids.past = await createdId({
      ...base,
      eventName: 'Past',
      eventStartDate: dateIn(-20),
      eventEndDate: dateIn(-19),
      gpTicketPrice: null,
      lpTicketPrice: 50,
      stakeholderType: [{ value: 'startup', label: 'Startup' }],
      assetClasses: ['buyout'],
    });
    lp = await personOf('investor');
    const gp = await personOf('fund');
    const mark = (who: typeof lp, id: string, status: string) =>
      t.call('PUT', `/api/platform-event/${id}/attendance`, { ...auth(who.user, who.profile), body: { status } });
    await mark(lp, ids.later!, 'attending');
    await mark(lp, ids.past!, 'attended');
    await mark(gp, ids.soon!, 'attending');
    await t.call('POST', `/api/platform-event/${ids.later}/bookmark`, auth(lp.user));
  });

  const names = async (query: string, user?: TestUser) => {
    const res = await t.call('GET', `/api/platform-event?keywords=${tag}&${query}`, user ? auth(user) : {});
    expect(res.status).toBe(200);
    return res.body.items.map((item: { eventName: string }) => item.eventName);
  };

  it('sorts Upcoming (soonest first, past last), by LP and GP attendance and by lowest price (unpriced last)', async () => {
    expect(await names('')).toEqual(['Soon', 'Later', 'Past']);
    expect((await names('order=MostLpAttending')).slice(0, 2).sort()).toEqual(['Later', 'Past']);
    expect((await names('order=MostGpAttending'))[0]).toBe('Soon');
    expect(await names('order=LowestPriceGp')).toEqual(['Later', 'Soon', 'Past']);
    expect(await names('order=LowestPriceLp')).toEqual(['Past', 'Soon', 'Later']);
  });

  it('filters by group, stakeholders, regions, asset class, keywords (any case), format and date range', async () => {
    expect(await names('group=upcoming')).toEqual(['Soon', 'Later']);
    expect(await names('group=past')).toEqual(['Past']);
    expect(await names('group=bookmarked', lp.user)).toEqual(['Later']);
    expect(await names('group=bookmarked')).toEqual([]);
    expect(await names('stakeholders=startup')).toEqual(['Past']);
    expect(await names('regions=northAmerica,africa')).toEqual(['Later']);
    expect(await names('assetClass=buyout')).toEqual(['Past']);
    const upper = await t.call('GET', `/api/platform-event?keywords=${tag.toUpperCase()},other`);
    expect(upper.body.total).toBe(3);
    expect(await names('format=Online')).toEqual(['Soon']);
    expect(await names(`dataRangeFrom=${dateIn(2)}&dataRangeTo=${dateIn(10)}`)).toEqual(['Soon']);
    expect(await names('search=lat')).toEqual(['Later']);
  });

  it('filters by the caller’s attendance: Have attended / Have not attended', async () => {
    expect(await names('attendance=haveAttended', lp.user)).toEqual(['Past']);
    expect(await names('attendance=haveNotAttended', lp.user)).toEqual(['Soon', 'Later']);
    expect(await names('attendance=haveAttended')).toEqual([]);
  });

  it('pages with skip and take and counts the total', async () => {
    const res = await t.call('GET', `/api/platform-event?keywords=${tag}&take=10&skip=2`);
    expect(res.body).toMatchObject({ total: 3, skip: 2, take: 10 });
    expect(res.body.items).toHaveLength(1);
    // A page across the end of the upcoming events goes on with the past ones.
    expect(await names('skip=1')).toEqual(['Later', 'Past']);
  });

  it.each([
    ['order=Cheapest', 'order'],
    ['group=mine', 'group'],
    ['stakeholders=alien', 'stakeholders'],
    ['regions=mars', 'regions'],
    ['assetClass=tulips', 'assetClass'],
    ['format=Hybrid', 'format'],
    ['dataRangeFrom=2026-02-30', 'dataRangeFrom'],
    ['attendance=maybe', 'attendance'],
    ['take=15', 'take'],
  ])('rejects ?%s (422)', async (query, field) => {
    const res = await t.call('GET', `/api/platform-event?${query}`);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });
});

describe('calendar', () => {
  it('serves an event as an .ics file', async () => {
    const id = await createdId({
      eventName: 'Calendar Summit',
      eventTimezone: 'UTC',
      eventStartDate: '2030-05-04T10:00',
      eventEndDate: '2030-05-04T12:30',
    });
    const res = await t.call('GET', `/api/platform-event/${id}/ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="calendar-summit.ics"');
    const text = String(res.body);
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('SUMMARY:Calendar Summit');
    expect(text).toContain('DTSTART:20300504T100000Z');
    expect(text).toContain('DTEND:20300504T123000Z');
    expect((await t.call('GET', `/api/platform-event/${NO_SUCH_EVENT}/ics`)).status).toBe(404);
  });

  it('gives each user a secret feed of their bookmarked events, which a reset replaces', async () => {
    const id = await createdId({ eventName: 'Feed Summit' });
    const user = await createUser(t);
    await t.call('POST', `/api/platform-event/${id}/bookmark`, auth(user));
    const feed = await t.call('GET', '/api/platform-event/calendar-feed', auth(user));
    expect(feed.body.url).toMatch(/\/api\/platform-event\/calendar-feed\/ical\/[A-Za-z0-9_-]+\.ics$/);
    expect((await t.call('GET', '/api/platform-event/calendar-feed', auth(user))).body.url).toBe(feed.body.url);
    const path = new URL(feed.body.url).pathname;
    const ics = await t.call('GET', path);
    expect(ics.status).toBe(200);
    expect(String(ics.body)).toContain('SUMMARY:Feed Summit');
    expect(String(ics.body)).toContain('X-WR-CALNAME:Fundnet events');
    const reset = await t.call('POST', '/api/platform-event/calendar-feed/reset', auth(user));
    expect(reset.body.url).not.toBe(feed.body.url);
    expect((await t.call('GET', path)).status).toBe(404);
    // Someone else's feed does not hold this user's bookmarks.
    const other = await createUser(t);
    const theirs = await t.call('GET', '/api/platform-event/calendar-feed', auth(other));
    expect(String((await t.call('GET', new URL(theirs.body.url).pathname)).body)).not.toContain('Feed Summit');
  });
});
