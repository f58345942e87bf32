/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { replyFromContract, startTestServer, type TestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AskQuestionPanel } from './ask-question-panel';
import { faqEntry, fileId, investor, myQuestion, roomId } from './testing';

jest.setTimeout(30_000);

let server: TestServer;
let canAsk = true;
const sent = () => server.requests.filter((r) => r.method === 'POST' && r.path === '/api/data-room-qa/question');

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === `/api/data-room-qa/mine/${roomId}`) {
      return { json: { items: sent().length > 0 ? [myQuestion()] : [], canAsk } };
    }
    if (request.path === `/api/data-room-qa/suggestions/${roomId}`) {
      return { json: { faq: [faqEntry({ question: 'What are the management fees?', answer: 'Two percent, then 1.5 %.' })], passages: [] } };
    }
    if (request.path === '/api/data-room-qa/question') return { status: 201, json: { question: myQuestion() } };
    return replyFromContract(request);
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  canAsk = true;
  sessionStore.setToken('token');
});

const asker = { profile: investor, visitorToken: null };

it('suggests published answers while the holder types, then sends the question on the page shown, as their organisation', async () => {
  const user = userEvent.setup();
  renderAt(
    `/dataRoom/${roomId}/view/${fileId}`,
    <AskQuestionPanel dataRoomId={roomId} asker={asker} file={{ id: fileId, name: 'Pitch deck.pdf' }} page={2} />,
  );
  const panel = await screen.findByRole('region', { name: 'Ask the fund about Pitch deck.pdf' });
  await user.click(within(panel).getByRole('button', { name: 'Send to the fund' }));
  expect(within(panel).getByText('Question is required')).toBeInTheDocument();
  expect(sent()).toHaveLength(0);

  await user.type(within(panel).getByLabelText('Your question'), 'management fee');
  const suggested = await within(panel).findByRole('list', { name: 'Suggested answers' });
  expect(suggested).toHaveTextContent('What are the management fees? (The whole data room)');
  expect(suggested).toHaveTextContent('Two percent, then 1.5 %.');

  await user.click(within(panel).getByRole('button', { name: 'Send to the fund' }));
  expect(await within(panel).findByText(/Your question was sent to the fund/)).toBeInTheDocument();
  expect(JSON.parse(sent()[0]!.body)).toEqual({ dataRoomId: roomId, fileId, page: 2, text: 'management fee' });
  expect(sent()[0]!.headers['meta-profile-id']).toBe(investor.id);
  await waitFor(() =>
    expect(within(panel).getByRole('list', { name: 'Your organisation’s questions' })).toHaveTextContent('Waiting for the fund'),
  );
});

it('shows nothing to a caller who may not ask and has asked nothing (the fund’s managers, a link without questions)', async () => {
  canAsk = false;
  renderAt(`/dataRoom/${roomId}`, <AskQuestionPanel dataRoomId={roomId} asker={asker} />);
  await waitFor(() => expect(server.requests.some((r) => r.path === `/api/data-room-qa/mine/${roomId}`)).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.queryByRole('region')).toBeNull();
  expect(screen.queryByLabelText('Your question')).toBeNull();
});
