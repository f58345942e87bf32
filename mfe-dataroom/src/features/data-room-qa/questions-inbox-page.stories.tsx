import { errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { QuestionsInboxPage } from './questions-inbox-page';
import { assigneesReply, editorId, fund, inboxQuestion, inboxReply, investor, responseTimes, roomId, roomReply } from './testing';

// /dataRoom/:dataRoomId/questions: the fund's inbox of a room's questions (issue 35): states, assignees, the work on one
// question, response times and the XLSX export.
const meta = { title: 'Data room/Questions/Inbox', component: QuestionsInboxPage } satisfies Meta<typeof QuestionsInboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROOM = `GET /api/data-room/${roomId}`;
const INBOX = `GET /api/data-room-qa/inbox/${roomId}`;
const TIMES = `GET /api/data-room-qa/response-times/${roomId}`;
const ASSIGNEES = `GET /api/data-room-qa/assignees/${roomId}`;
const route = { at: `/dataRoom/${roomId}/questions`, path: '/dataRoom/:dataRoomId/questions' };
const assignee = { userId: editorId, name: 'Elena Editor', email: 'elena@northwind.example' };

const questions = () => [
  inboxQuestion(1),
  inboxQuestion(2, { state: 'assigned', assignee, assignedAt: '2026-11-24T10:00:00.000Z', draft: 'The key persons are the two partners.' }),
  inboxQuestion(3, {
    state: 'published',
    assignee,
    answer: 'After the investment period the fee is 1.5 % of net invested capital.',
    answeredAt: '2026-11-24T12:00:00.000Z',
    publishedAt: '2026-11-24T12:05:00.000Z',
    asker: { email: 'visitor@allocator.example', name: null, organisation: null, viaLink: 'Series B investors' },
  }),
  inboxQuestion(4, { state: 'closed', closedAt: '2026-11-25T09:00:00.000Z' }),
];

const api = (over = {}) => ({
  [ROOM]: () => roomReply(),
  [INBOX]: () => inboxReply(questions()),
  [TIMES]: () => ({ json: responseTimes() }),
  [ASSIGNEES]: assigneesReply,
  ...over,
});

/** A manager acting as the fund: the inbox with every state, the first question open on the right. */
export const Manager: Story = { ...screenStory({ route, session: signedIn(fund), api: api() }) };
/** Nobody has asked yet. */
export const NoQuestions: Story = {
  ...screenStory({
    route,
    session: signedIn(fund),
    api: api({
      [INBOX]: () => inboxReply([]),
      [TIMES]: () => ({
        json: responseTimes({ asked: 0, answered: 0, waiting: 0, medianMs: null, averageMs: null, p90Ms: null, oldestWaitingAt: null }),
      }),
    }),
  }),
};
/** More than a page. */
export const ManyQuestions: Story = {
  ...screenStory({
    route,
    session: signedIn(fund),
    api: api({
      [INBOX]: () =>
        inboxReply(
          Array.from({ length: 20 }, (_, n) => inboxQuestion(n + 1)),
          137,
        ),
    }),
  }),
};
export const Loading: Story = { ...screenStory({ route, session: signedIn(fund), api: api({ [INBOX]: () => pending }) }) };
export const Failed: Story = {
  ...screenStory({
    route,
    session: signedIn(fund),
    api: api({ [INBOX]: () => errorReply(503, 'The questions are not available right now.') }),
  }),
};
/** A holder (or a manager acting as another profile): told that the fund's managers answer. */
export const Holder: Story = { ...screenStory({ route, session: signedIn(investor), api: api({ [ROOM]: () => roomReply(false) }) }) };
export const Narrow: Story = { ...Manager, ...narrow };
/** Signed out: the sign-in prompt. */
export const SignedOut: Story = { ...screenStory({ route }) };
