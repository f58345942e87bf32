import { type ApiHandler, errorReply, narrow, pending, screenStory, signedIn, type TestReply } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import {
  anonymousFeedback,
  feedback,
  feedbackRequest,
  fund,
  fundSession,
  investor,
  investorSession,
  noFeedbackYet,
  received,
  requestList,
} from './testing';

// /feedback (a fund's received feedback and sent requests; an investor's received requests and given feedback) and
// /feedback/give (the investor's rating sheet), on the contract fixtures of ./testing.
const meta = { title: 'Commitments/Feedback', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

type Reply = TestReply | typeof pending;
interface FeedbackApi {
  received?: () => Reply;
  given?: () => Reply;
  sentRequests?: () => Reply;
  receivedRequests?: () => Reply;
}

const sent = [
  feedbackRequest(1, 'Requested', { investor: { ...investor, name: 'Alpine Family Office', slug: 'alpine-family-office' } }),
  feedbackRequest(2, 'Responded', { message: null }),
  feedbackRequest(3, 'Ignored', { investor: { ...investor, name: 'Meridian Fund of Funds', slug: 'meridian-fund-of-funds' } }),
];
const inbox = [
  feedbackRequest(4, 'Requested'),
  feedbackRequest(5, 'Responded', { fund: { ...fund, name: 'Birch Capital II', slug: 'birch-capital-ii' } }),
  feedbackRequest(6, 'Ignored', { fund: { ...fund, name: 'Cedar Partners Growth', slug: 'cedar-partners-growth' }, message: null }),
];

/** The feedback API: each list as `over` says, else the filled fixtures; other routes answer their contract's reply. */
const feedbackApi =
  (over: FeedbackApi = {}): ApiHandler =>
  (request) => {
    if (request.path === '/api/fund-feedback/received')
      return over.received ? over.received() : { json: received([feedback(1), anonymousFeedback(2), feedback(3, { generalRating: 5 })]) };
    if (request.path === '/api/fund-feedback/given')
      return over.given
        ? over.given()
        : { json: { items: [feedback(7, { requestId: inbox[1]!.id }), feedback(8, { stayAnonymous: true })] } };
    if (request.path === '/api/fund-feedback-requests/sent') return over.sentRequests ? over.sentRequests() : { json: requestList(sent) };
    if (request.path === '/api/fund-feedback-requests/received')
      return over.receivedRequests ? over.receivedRequests() : { json: requestList(inbox) };
    return undefined;
  };

const feedbackPage = { at: '/feedback', path: '*' };
const asFund = signedIn(fundSession);
const asInvestor = signedIn(investorSession);
const failed = () => errorReply(503, 'Feedback is not available right now.');

/** A fund: averages per group, three feedback (one anonymous), and its requests in each state. */
export const Fund: Story = { ...screenStory({ route: feedbackPage, session: asFund, api: feedbackApi() }) };

export const FundEmpty: Story = {
  ...screenStory({
    route: feedbackPage,
    session: asFund,
    api: feedbackApi({ received: () => ({ json: noFeedbackYet() }), sentRequests: () => ({ json: requestList([]) }) }),
  }),
};

export const FundLoading: Story = {
  ...screenStory({ route: feedbackPage, session: asFund, api: feedbackApi({ received: () => pending, sentRequests: () => pending }) }),
};

export const FundError: Story = {
  ...screenStory({ route: feedbackPage, session: asFund, api: feedbackApi({ received: failed, sentRequests: failed }) }),
};

/** Long author names, feedback and things liked, and many requests. */
export const FundLongContent: Story = {
  ...screenStory({
    route: feedbackPage,
    session: asFund,
    api: feedbackApi({
      received: () => ({
        json: received(
          Array.from({ length: 6 }, (_, i) =>
            feedback(10 + i, {
              author: {
                profile: { ...investor, name: `Pensionskasse der Kantonalen Verwaltung und Öffentlichen Unternehmen ${i + 1}` },
                userId: null,
                firstName: 'Annemarie',
                lastName: 'Schönberger-Lindqvist',
                email: 'annemarie.schoenberger-lindqvist@pensionskasse-kantonale-verwaltung.example',
              },
              generalFeedback:
                'A disciplined seed strategy with a real sourcing edge in industrial software, but the back office relies on one person, the fund administrator has not been appointed, and the reporting template does not follow ILPA. We would need the key-person clause to name both partners before the IC.',
              likedThings: ['Sourcing through the founders’ network', 'Sector focus on industrial software', 'Reserves of 50 %'],
              improveThings: ['Appoint the fund administrator before the first close', 'ILPA reporting template'],
              weakSpots: ['processes', 'team', 'risk'],
              otherReasons: 'The fund term extensions need LPAC consent.',
            }),
          ),
          { ...received([]).averages, count: 6 },
        ),
      }),
      sentRequests: () => ({
        json: requestList(
          Array.from({ length: 8 }, (_, i) =>
            feedbackRequest(20 + i, (['Requested', 'Responded', 'Ignored'] as const)[i % 3]!, {
              investor: { ...investor, name: `Pensionskasse der Kantonalen Verwaltung und Öffentlichen Unternehmen ${i + 1}` },
              message:
                'Thank you for the meeting at SuperReturn; your view on our track record and the team would help us prepare the first close.',
            }),
          ),
        ),
      }),
    }),
  }),
};

export const FundNarrow: Story = { ...Fund, ...narrow };

/** An investor: requests from funds (answer or ignore) and the feedback it gave. */
export const Investor: Story = { ...screenStory({ route: feedbackPage, session: asInvestor, api: feedbackApi() }) };

export const InvestorEmpty: Story = {
  ...screenStory({
    route: feedbackPage,
    session: asInvestor,
    api: feedbackApi({ receivedRequests: () => ({ json: requestList([]) }), given: () => ({ json: { items: [] } }) }),
  }),
};

export const InvestorLoading: Story = {
  ...screenStory({ route: feedbackPage, session: asInvestor, api: feedbackApi({ receivedRequests: () => pending, given: () => pending }) }),
};

export const InvestorError: Story = {
  ...screenStory({ route: feedbackPage, session: asInvestor, api: feedbackApi({ receivedRequests: failed, given: failed }) }),
};

export const InvestorNarrow: Story = { ...Investor, ...narrow };

export const SignedOut: Story = { ...screenStory({ route: feedbackPage }) };

/** A service provider: feedback is exchanged between funds and investors. */
export const AsServiceProvider: Story = {
  ...screenStory({ route: feedbackPage, session: signedIn({ id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a2003', type: 'serviceProvider' }) }),
};

const answering = {
  at: `/feedback/give?fundId=${fund.id}&fundName=${encodeURIComponent(fund.name)}&requestId=${inbox[0]!.id}`,
  path: '*',
};

/** Answering a fund's request: the fund is set, the whole rating sheet below. */
export const GiveFeedback: Story = {
  parameters: screenStory({ route: answering, session: asInvestor, api: feedbackApi() }).parameters,
};

/** From "Give feedback on a fund": the investor first picks the fund. */
export const GiveFeedbackPickAFund: Story = {
  ...screenStory({ route: { at: '/feedback/give', path: '*' }, session: asInvestor, api: feedbackApi() }),
};

export const GiveFeedbackNarrow: Story = { ...GiveFeedback, ...narrow };

/** A fund cannot give feedback: act as an investor. */
export const GiveFeedbackAsFund: Story = { ...screenStory({ route: answering, session: asFund }) };

export const GiveFeedbackSignedOut: Story = { ...screenStory({ route: answering }) };
