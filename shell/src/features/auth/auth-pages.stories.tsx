import { errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { meReply, sessionReply } from '../../session/testing/fake-api';
import { CodePage } from './code-page';
import { LoginPage } from './login-page';
import { NewPasswordPage } from './new-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignupPage } from './signup-page';
import { SmsCodePage } from './sms-code-page';
import { VerifyEmailPage } from './verify-email-page';

// The sign-in and sign-up pages, answered by the component tests' contract-shaped replies (session/testing/fake-api).
const meta = { title: 'Shell/Auth' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const auth = {
  'POST /api/auth/login': () => ({ json: sessionReply('story-token') }),
  'GET /api/users/get-me': () => ({ json: meReply() }),
  // A server with both social providers configured: the page shows a button for each.
  'GET /api/feature-config': () => ({ json: { flags: [], socialSignIn: ['linkedin', 'google'], profile: null } }),
};

export const Login: Story = { render: () => <LoginPage />, ...screenStory({ route: { at: '/login' }, api: auth }) };
export const LoginNarrow: Story = { ...Login, ...narrow };
/** Back from LinkedIn after the person cancelled: the API's sentence under the notice's title. */
export const LoginSocialSignInFailed: Story = {
  render: () => <LoginPage />,
  ...screenStory({ route: { at: '/login#error=Sign-in%20with%20LinkedIn%20was%20cancelled.', path: '/login' }, api: auth }),
};
/** Coming back to a page after signing in: the page names where it returns. */
export const LoginWithReturnTo: Story = {
  render: () => <LoginPage />,
  ...screenStory({ route: { at: '/login?returnTo=%2Ffund%2Fdiscovery', path: '/login' }, api: auth }),
};
export const Signup: Story = { render: () => <SignupPage />, ...screenStory({ route: { at: '/signup' } }) };
export const SignupNarrow: Story = { ...Signup, ...narrow };
/** Signed in, waiting for the 6-digit code of the e-mail. */
export const VerifyEmailEnterCode: Story = {
  render: () => <VerifyEmailPage />,
  ...screenStory({ route: { at: '/verifyEmail' }, session: signedIn(null), api: { 'GET /api/users/get-me': () => ({ json: meReply() }) } }),
};
/** The mailed link, while the code is checked. */
export const VerifyEmailLinkChecking: Story = {
  render: () => <VerifyEmailPage />,
  ...screenStory({
    route: { at: '/verifyEmail?code=123456', path: '/verifyEmail' },
    api: { 'POST /api/auth/verify-email': () => pending },
  }),
};
/** The mailed link, refused. */
export const VerifyEmailLinkExpired: Story = {
  render: () => <VerifyEmailPage />,
  ...screenStory({
    route: { at: '/verifyEmail?code=123456', path: '/verifyEmail' },
    api: { 'POST /api/auth/verify-email': () => errorReply(400, 'The code has expired.') },
  }),
};
export const ResetPassword: Story = { render: () => <ResetPasswordPage />, ...screenStory({ route: { at: '/resetPassword' } }) };
export const NewPassword: Story = {
  render: () => <NewPasswordPage />,
  ...screenStory({ route: { at: '/newPassword?code=123456', path: '/newPassword' } }),
};
export const SmsCode: Story = {
  render: () => <SmsCodePage />,
  ...screenStory({ route: { at: '/smsCode' }, session: signedIn(null), api: { 'GET /api/users/get-me': () => ({ json: meReply() }) } }),
};
export const Code: Story = { render: () => <CodePage />, ...screenStory({ route: { at: '/code?purpose=login', path: '/code' } }) };
