/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type PlatformEvent, sessionStore } from '@fundnet/api-client';
import { type RecordedRequest, type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';

jest.setTimeout(30_000);

const id = (n: number) => `7e1c6b1e-1a2b-4c3d-8e9f-${String(n).padStart(12, '0')}`;
const counts = { lpAttending: 4, gpAttending: 2, otherAttending: 1, bookmarks: 3, reviews: 0 };

function anEvent(n: number, overrides: Partial<PlatformEvent> = {}): PlatformEvent {
  return {
    id: id(n),
    mainEventId: null,
    isSideEvent: false,
    eventImageOriginal: 'data:image/svg+xml;utf8,<svg/>',
    eventImageCropped: null,
    eventName: `Summit ${n}`,
    eventType: 'Conference',
    eventFormat: 'Offline',
    stakeholderType: [{ value: 'investor', label: 'Investor (LP)' }],
    eventStartDate: '2026-05-04T09:00',
    eventEndDate: '2026-05-05T18:00',
    eventTimezone: 'CET',
    startsAt: '2026-05-04T08:00:00.000Z',
    endsAt: '2026-05-05T17:00:00.000Z',
    eventCityCountry: 'Berlin, Germany',
    hostName: 'Fundnet',
    eventDescription: 'Two days of meetings.',
    hostUrl: null,
    eventUrl: 'https://summit.example',
    keywords: ['venture'],
    attendeesListURL: null,
    lpAttendingListUrl: null,
    gpAttendingListUrl: null,
    otherAttendingListUrl: null,
    lpTicketDetailsUrl: null,
    gpTicketDetailsUrl: null,
    buyTicketsServiceUrl: null,
    regions: ['europe'],
    assetClasses: [],
    lpTicketPrice: 0,
    gpTicketPrice: 1200,
    ticketCurrency: 'EUR',
    counts,
    averageRating: null,
    sideEventCount: 0,
    me: { bookmarked: false, attendance: 'attended', reviewed: false, canEdit: false },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const noAverages = {
  generalRating: null,
  qualityOfLPsAttending: null,
  qualityOfGPsAttending: null,
  qualityAndRelevance: null,
  networkingPotential: null,
  qualityOfSideEvents: null,
  valueForMoney: null,
  foodAndBeverageQuality: null,
};

let server: TestServer;
let handle: (request: RecordedRequest) => TestReply | Promise<TestReply> | undefined;
const requestsTo = (path: string, method = 'GET') => server.requests.filter((r) => r.method === method && r.path === path);

beforeAll(async () => {
  server = await startTestServer((request) => {
    const own = handle(request);
    if (own) return own;
    if (request.path === '/api/platform-event') return { json: { items: [anEvent(1), anEvent(2)], total: 2, skip: 0, take: 20 } };
    if (request.path === `/api/platform-event/${id(1)}`) return { json: { event: anEvent(1), mainEvent: null, sideEvents: [] } };
    if (request.path === `/api/platform-event/${id(1)}/ratings`) return { json: { count: 0, averages: noAverages, items: [] } };
    if (request.path === `/api/platform-event/${id(1)}/ratings/mine`) return { json: { review: null, canReview: true, reason: null } };
    if (request.path === '/api/platform-event/calendar-feed')
      return { json: { url: 'http://localhost/api/platform-event/calendar-feed/ical/abcdefghijklmnopqrstuvwxyz.ics' } };
    return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Not found.' } };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  handle = () => undefined;
  sessionStore.clearSession();
});

it('lists events and sends the chosen sort and filters to the API', async () => {
  renderAt('/events', <AreaRoutes />);
  const list = await screen.findByRole('list', { name: 'Events' });
  expect(within(list).getAllByRole('article')).toHaveLength(2);
  expect(within(list).getAllByText(/LP ·/)[0]).toHaveTextContent('4 LP · 2 GP attending');
  await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Most GP attending' }));
  await waitFor(() => expect(requestsTo('/api/platform-event').at(-1)?.query).toMatchObject({ order: 'MostGpAttending' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Format' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Online' }));
  await waitFor(() =>
    expect(requestsTo('/api/platform-event').at(-1)?.query).toMatchObject({ order: 'MostGpAttending', format: 'Online' }),
  );
  // Signed out: no attendance filter, no bookmarks.
  expect(screen.queryByRole('combobox', { name: 'Attendance' })).not.toBeInTheDocument();
});

it('offers the attendance filter and the calendar feed to a signed-in user', async () => {
  sessionStore.setToken('token');
  renderAt('/events?attendance=haveAttended', <AreaRoutes />);
  await screen.findByRole('list', { name: 'Events' });
  expect(requestsTo('/api/platform-event')[0]?.query).toMatchObject({ attendance: 'haveAttended' });
  expect(await screen.findByDisplayValue(/calendar-feed\/ical\//)).toBeInTheDocument();
});

it('shows the review form with its messages, and records attendance', async () => {
  sessionStore.setToken('token');
  handle = (request) =>
    request.method === 'PUT' && request.path === `/api/platform-event/${id(1)}/attendance`
      ? { json: { status: 'attending', counts } }
      : undefined;
  renderAt(`/event/${id(1)}`, <AreaRoutes />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Summit 1' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'I attend' }));
  await waitFor(() => expect(requestsTo(`/api/platform-event/${id(1)}/attendance`, 'PUT')).toHaveLength(1));
  expect(JSON.parse(requestsTo(`/api/platform-event/${id(1)}/attendance`, 'PUT')[0]!.body)).toEqual({ status: 'attending' });

  await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));
  expect(await within(dialog).findByText('General rating is required')).toBeInTheDocument();
  expect(within(dialog).getAllByText('Rating is required')).toHaveLength(6);
  expect(requestsTo(`/api/platform-event/${id(1)}/ratings/mine`, 'PUT')).toHaveLength(0);
});

const anna = {
  user: {
    id: id(90),
    email: 'anna@berg.example',
    firstName: 'Anna',
    lastName: 'Berg',
    phoneNumber: '+49 30 1234567',
    emailVerified: true,
    phoneVerified: true,
    isAdmin: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  profiles: [],
  activeProfileId: null,
  userInfo: {
    firstName: 'Anna',
    lastName: 'Berg',
    phoneNumber: '+49 30 1234567',
    countryOfResidence: 'DE',
    describesYouBest: 'fundManager',
    jobTitle: 'Partner',
    companyName: 'Berg Ventures',
    linkedinUrl: 'https://www.linkedin.com/in/anna-berg',
    pointsOfInterest: [],
    investorStyle: null,
    crmLink: null,
  },
};

it('starts a new review from what the platform knows about the signed-in user, and keeps it editable', async () => {
  sessionStore.setToken('token');
  handle = (request) => (request.path === '/api/users/get-me' ? { json: anna } : undefined);
  renderAt(`/event/${id(1)}`, <AreaRoutes />);
  await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
  const dialog = await screen.findByRole('dialog');
  const firstName = await within(dialog).findByRole('textbox', { name: /First name/ });
  await waitFor(() => expect(firstName).toHaveValue('Anna'));
  expect(within(dialog).getByRole('textbox', { name: /Last name/ })).toHaveValue('Berg');
  expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue('anna@berg.example');
  expect(within(dialog).getByRole('textbox', { name: /LinkedIn/ })).toHaveValue('https://www.linkedin.com/in/anna-berg');
  expect(within(dialog).getByRole('textbox', { name: /Company/ })).toHaveValue('Berg Ventures');
  expect(within(dialog).getByRole('combobox', { name: /What describes you best/ })).toHaveTextContent('Fund manager (GP)');
  expect(within(dialog).getByRole('textbox', { name: /General feedback/ })).toHaveAccessibleDescription('0 / 5,000');
  const phone = within(dialog).getByRole('textbox', { name: /Phone/ });
  expect(phone).toHaveValue('+49 30 1234567');
  // Still the user's to change, and the spec's required rule still holds once it is cleared.
  await userEvent.clear(phone);
  await userEvent.type(phone, '+49 40 7654321');
  expect(phone).toHaveValue('+49 40 7654321');
  const email = within(dialog).getByRole('textbox', { name: /Email/ });
  await userEvent.clear(email);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));
  expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
});

it('fills only the fields still blank when the user’s details arrive late: what was typed stays', async () => {
  sessionStore.setToken('token');
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  handle = (request) => (request.path === '/api/users/get-me' ? gate.then(() => ({ json: anna })) : undefined);
  renderAt(`/event/${id(1)}`, <AreaRoutes />);
  await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
  const dialog = await screen.findByRole('dialog');
  const firstName = within(dialog).getByRole('textbox', { name: /First name/ });
  await userEvent.type(firstName, 'Annika');
  release();
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Last name/ })).toHaveValue('Berg'));
  expect(firstName).toHaveValue('Annika');
});
