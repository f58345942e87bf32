/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { replyFromContract, startTestServer, type TestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionPanel } from './question-panel';

jest.setTimeout(30_000);

const roomId = '5d1c6b1e-1a2b-4c3d-8e9f-000000000001';
const fileId = '5d1c6b1e-1a2b-4c3d-8e9f-000000000003';

let server: TestServer;
let answer: string | null = null;
let refuse = false;
const asked = () => server.requests.filter((r) => r.method === 'POST' && r.path === '/api/data-room/question');

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/data-room/question' && refuse) {
      return {
        status: 403,
        json: { statusCode: 403, error: 'Forbidden', message: 'You may not ask questions in this data room.' },
      };
    }
    if (request.path === '/api/data-room/question') {
      const { question } = JSON.parse(request.body) as { question: string };
      const found = question.includes('fee');
      return {
        json: {
          question,
          mode: answer ? 'model' : 'search',
          answer,
          passages: found
            ? [
                {
                  fileId,
                  fileName: 'Limited Partnership Agreement.pdf',
                  page: 7,
                  excerpt: 'The **management** **fee** is two percent of committed capital',
                  rank: 0.4,
                },
              ]
            : [],
          pendingFiles: found ? 0 : 1,
        },
      };
    }
    return replyFromContract(request);
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  answer = null;
  refuse = false;
  sessionStore.setToken('token');
});

it('asks the room and shows the passages with their file and page, the matched words marked', async () => {
  const user = userEvent.setup();
  renderAt(`/dataRoom/${roomId}`, <QuestionPanel dataRoomId={roomId} />);
  await user.type(screen.getByLabelText('Your question'), '  What is the management fee? ');
  await user.click(screen.getByRole('button', { name: 'Ask' }));
  const passages = await screen.findByRole('list', { name: 'Passages' });
  expect(JSON.parse(asked()[0]!.body)).toEqual({ dataRoomId: roomId, question: 'What is the management fee?' });
  expect(asked()[0]!.headers['meta-profile-id']).toBeUndefined();
  const link = within(passages).getByRole('link', { name: 'Limited Partnership Agreement.pdf' });
  expect(link).toHaveAttribute('href', `/dataRoom/${roomId}/view/${fileId}`);
  expect(passages).toHaveTextContent('Limited Partnership Agreement.pdf, page 7');
  expect([...passages.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['management', 'fee']);
});

it('says when nothing answers and when documents are still being read; an empty question is refused here', async () => {
  const user = userEvent.setup();
  renderAt(`/dataRoom/${roomId}`, <QuestionPanel dataRoomId={roomId} />);
  await user.click(screen.getByRole('button', { name: 'Ask' }));
  expect(screen.getByText('Question is required')).toBeInTheDocument();
  expect(asked()).toHaveLength(0);
  await user.type(screen.getByLabelText('Your question'), 'hurdle');
  await user.click(screen.getByRole('button', { name: 'Ask' }));
  expect(await screen.findByText('No passage of the documents you may read answers “hurdle”. Try other words.')).toBeInTheDocument();
  expect(screen.getByText(/1 document is still being read/)).toBeInTheDocument();
});

it('shows a written answer citing the passages when the server has a model, and the server’s refusal', async () => {
  answer = 'Two percent of committed capital [1].';
  const user = userEvent.setup();
  renderAt(`/dataRoom/${roomId}`, <QuestionPanel dataRoomId={roomId} />);
  await user.type(screen.getByLabelText('Your question'), 'fee');
  await user.click(screen.getByRole('button', { name: 'Ask' }));
  expect(await screen.findByText('Two percent of committed capital [1].')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Passages' })).toHaveTextContent('[1] Limited Partnership Agreement.pdf');
  refuse = true;
  await user.click(screen.getByRole('button', { name: 'Ask' }));
  await waitFor(() => expect(screen.getByText('You may not ask questions in this data room.')).toBeInTheDocument());
});
