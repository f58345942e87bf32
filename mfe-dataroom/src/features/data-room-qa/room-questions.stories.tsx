import { narrow, screenStory } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RoomQuestions } from './room-questions';
import { faqEntry, fileId, investor, roomId } from './testing';

// What a holder sees under a room's tree (issue 35): the room's FAQ (published questions and answers, no askers) and
// "Ask the fund a question" on the whole room.
const meta = {
  title: 'Data room/Questions/Room FAQ',
  component: RoomQuestions,
  args: { dataRoomId: roomId, asker: { profile: investor, visitorToken: null } },
} satisfies Meta<typeof RoomQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

const FAQ = `GET /api/data-room-qa/faq/${roomId}`;
const MINE = `GET /api/data-room-qa/mine/${roomId}`;
const route = { at: `/dataRoom/${roomId}` };
const faq = () => ({
  json: {
    items: [
      faqEntry(),
      faqEntry({
        id: '7e2c6b1e-1a2b-4c3d-8e9f-000000000003',
        fileId,
        fileName: 'Pitch deck.pdf',
        page: 4,
        question: 'How much of the fund is reserved for follow-ons?',
        answer: 'About 45 %: roughly 1:1 on initial tickets for the best third of the portfolio.',
      }),
    ],
  },
});

/** Two published answers, and the holder may ask. */
export const Holder: Story = { ...screenStory({ route, api: { [FAQ]: faq, [MINE]: () => ({ json: { items: [], canAsk: true } }) } }) };
/** No published answer yet: only the question box. */
export const NoFaqYet: Story = {
  ...screenStory({ route, api: { [FAQ]: () => ({ json: { items: [] } }), [MINE]: () => ({ json: { items: [], canAsk: true } }) } }),
};
/** A share-link visitor whose link does not allow questions: the FAQ only. */
export const VisitorWithoutQuestions: Story = {
  ...screenStory({ route, api: { [FAQ]: faq, [MINE]: () => ({ json: { items: [], canAsk: false } }) } }),
  args: { asker: { profile: null, visitorToken: 'visitor-token' } },
};
export const Narrow: Story = { ...Holder, ...narrow };
