import { errorReply, narrow, screenStory } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AskQuestionPanel } from './ask-question-panel';
import { faqEntry, fileId, investor, myQuestion, roomId } from './testing';

// "Ask a question" on a file of a data room (issue 35): suggestions from the FAQ and the documents while typing, and the
// questions of the asker's organisation with their answers.
const meta = {
  title: 'Data room/Questions/Ask a question',
  component: AskQuestionPanel,
  args: { dataRoomId: roomId, asker: { profile: investor, visitorToken: null }, file: { id: fileId, name: 'Pitch deck.pdf' }, page: 2 },
} satisfies Meta<typeof AskQuestionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const MINE = `GET /api/data-room-qa/mine/${roomId}`;
const SUGGEST = `GET /api/data-room-qa/suggestions/${roomId}`;
const route = { at: `/dataRoom/${roomId}/view/${fileId}` };
const suggestions = () => ({
  json: {
    faq: [faqEntry({ question: 'What are the management fees?', answer: '2 % of commitments during the investment period, 1.5 % after.' })],
    passages: [
      { fileId, fileName: 'Pitch deck.pdf', page: 7, excerpt: 'The **management** **fee** is two percent of committed capital', rank: 0.4 },
    ],
  },
});

/** A holder who may ask and has asked nothing yet. */
export const Empty: Story = {
  ...screenStory({ route, api: { [MINE]: () => ({ json: { items: [], canAsk: true } }), [SUGGEST]: suggestions } }),
};
/** Questions of the organisation: one waiting, one answered by the fund (asked by a colleague). */
export const WithAnswers: Story = {
  ...screenStory({
    route,
    api: {
      [MINE]: () => ({
        json: {
          items: [
            myQuestion(),
            myQuestion({
              id: 'a5b0c6b1-1a2b-4c3d-8e9f-000000000009',
              text: 'Which page shows the fee waterfall?',
              page: 5,
              state: 'answered',
              answer: 'Page 9 of the deck shows the waterfall; the LPA, section 8, gives the details.',
              mine: false,
              answeredAt: '2026-11-25T10:00:00.000Z',
            }),
          ],
          canAsk: true,
        },
      }),
      [SUGGEST]: suggestions,
    },
  }),
};
/** A share-link visitor whose link does not allow questions, with nothing asked: the panel stays away. */
export const LinkWithoutQuestions: Story = {
  ...screenStory({ route, api: { [MINE]: () => ({ json: { items: [], canAsk: false } }) } }),
  args: { asker: { profile: null, visitorToken: 'visitor-token' } },
};
/** Sending fails: the server's words under the field. */
export const SendFails: Story = {
  ...screenStory({
    route,
    api: {
      [MINE]: () => ({ json: { items: [], canAsk: true } }),
      'POST /api/data-room-qa/question': () => errorReply(403, 'This share link does not let its visitors ask questions.'),
    },
  }),
};
/** On the whole room (no file, no page). */
export const OnTheRoom: Story = { ...WithAnswers, args: { file: null, page: null } };
export const Narrow: Story = { ...WithAnswers, ...narrow };
