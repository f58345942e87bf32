import type { GetMeReply } from '@fundnet/api-client';
import { narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { aProfile, meReply } from '../../session/testing/fake-api';
import { GetStartedPage } from './get-started-page';
import { InvestorJoinPage } from './investor-join-page';
import { JoinPage } from './join-page';
import { QualificationInvestorPage } from './qualification-investor-page';
import { SelectProfilePage } from './select-profile-page';
import { AboutYouStep } from './steps/about-you-step';
import { CheckExistingProfilesStep } from './steps/check-existing-profiles-step';
import { InvestorStyleQuizStep } from './steps/investor-style-quiz-step';
import { PointsOfInterestStep } from './steps/points-of-interest-step';
import { ReadinessQuizStep } from './steps/readiness-quiz-step';
import { SelectProfileTypeStep } from './steps/select-profile-type-step';
import { SmsVerificationStep } from './steps/sms-verification-step';

// Each onboarding step on its own (the /join page picks the step from the path and the user's progress), and the
// pages around it. Data: the component tests' get-me replies (session/testing/fake-api), checked against the contract.
const meta = { title: 'Shell/Onboarding' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const me = meReply() as GetMeReply;
const fund = aProfile('0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01', 'fund', 'Northwind Ventures');
const investor = aProfile('0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f02', 'investor', 'Ada Capital');
const api = {
  'GET /api/users/get-me': () => ({ json: me }),
  'GET /api/profiles/mine': () => ({ json: [fund, investor] }),
};
const step = (at: string, path = at) => screenStory({ route: { at, path }, session: signedIn(null), api });

export const AboutYou: Story = { render: () => <AboutYouStep me={me} />, ...step('/join/aboutYou') };
export const AboutYouNarrow: Story = { ...AboutYou, ...narrow };
export const SmsVerification: Story = { render: () => <SmsVerificationStep me={me} />, ...step('/join/smsVerification') };
export const SelectProfileType: Story = {
  render: () => <SelectProfileTypeStep me={me} current={null} />,
  ...step('/join/selectProfileType'),
};
export const PointsOfInterest: Story = {
  render: () => <PointsOfInterestStep me={me} type="fund" />,
  ...step('/join/fund/pointsOfInterest'),
};
export const CheckExistingProfiles: Story = {
  render: () => <CheckExistingProfilesStep type="fund" />,
  ...step('/join/fund/checkExistingProfiles'),
};
export const CheckExistingProfilesNone: Story = {
  render: () => <CheckExistingProfilesStep type="serviceProvider" />,
  ...screenStory({
    route: { at: '/join/serviceProvider/checkExistingProfiles' },
    session: signedIn(null),
    api: { ...api, 'GET /api/profiles/mine': () => ({ json: [] }) },
  }),
};
export const ReadinessQuiz: Story = { render: () => <ReadinessQuizStep type="fund" />, ...step('/join/fund/quiz') };
export const InvestorStyleQuiz: Story = { render: () => <InvestorStyleQuizStep me={me} />, ...step('/join/investor/quiz') };
export const InvestorStyleQuizNarrow: Story = { ...InvestorStyleQuiz, ...narrow };
/** /join while the user's progress loads. */
export const JoinLoading: Story = {
  render: () => <JoinPage />,
  ...screenStory({ route: { at: '/join', path: '/join/*' }, session: signedIn(null), api: { 'GET /api/users/get-me': () => pending } }),
};
export const SelectProfile: Story = { render: () => <SelectProfilePage />, ...step('/selectProfile') };
export const SelectProfileSignedOut: Story = { render: () => <SelectProfilePage />, ...screenStory({ route: { at: '/selectProfile' } }) };
export const GetStarted: Story = { render: () => <GetStartedPage />, ...screenStory({ route: { at: '/getStarted' } }) };
export const GetStartedSignedIn: Story = { render: () => <GetStartedPage />, ...step('/getStarted') };
export const InvestorJoin: Story = { render: () => <InvestorJoinPage />, ...screenStory({ route: { at: '/investorJoin' } }) };
export const QualificationInvestor: Story = {
  render: () => <QualificationInvestorPage />,
  ...step('/qualificationInvestor'),
};
export const QualificationInvestorNarrow: Story = { ...QualificationInvestor, ...narrow };
