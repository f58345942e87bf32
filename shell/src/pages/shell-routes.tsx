import { LoadingState } from '@fundnet/design-system';
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

/** Lazy page: each page is its own chunk, so /login does not download onboarding. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LoginPage = page(() => import('../features/auth/login-page'), 'LoginPage');
const SignupPage = page(() => import('../features/auth/signup-page'), 'SignupPage');
const VerifyEmailPage = page(() => import('../features/auth/verify-email-page'), 'VerifyEmailPage');
const ResetPasswordPage = page(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const NewPasswordPage = page(() => import('../features/auth/new-password-page'), 'NewPasswordPage');
const SmsCodePage = page(() => import('../features/auth/sms-code-page'), 'SmsCodePage');
const CodePage = page(() => import('../features/auth/code-page'), 'CodePage');
const InvitationPage = page(() => import('../features/invitations/invitation-page'), 'InvitationPage');
const ApplyPage = page(() => import('../features/invitations/apply-page'), 'ApplyPage');
const VerifyClaimPage = page(() => import('../features/invitations/verify-claim-page'), 'VerifyClaimPage');
const ClaimFinalStepPage = page(() => import('../features/invitations/claim-final-step-page'), 'ClaimFinalStepPage');
const VerifyIntroductionPage = page(() => import('../features/invitations/verify-introduction-page'), 'VerifyIntroductionPage');
const VerifyRequestAccessPage = page(() => import('../features/invitations/verify-request-access-page'), 'VerifyRequestAccessPage');
const JoinPage = page(() => import('../features/onboarding/join-page'), 'JoinPage');
const SelectProfilePage = page(() => import('../features/onboarding/select-profile-page'), 'SelectProfilePage');
const GetStartedPage = page(() => import('../features/onboarding/get-started-page'), 'GetStartedPage');
const InvestorJoinPage = page(() => import('../features/onboarding/investor-join-page'), 'InvestorJoinPage');
const QualificationInvestorPage = page(() => import('../features/onboarding/qualification-investor-page'), 'QualificationInvestorPage');
const AboutPage = page(() => import('../features/static-pages/about-page'), 'AboutPage');
const ContactPage = page(() => import('../features/static-pages/contact-page'), 'ContactPage');
const LearnPage = page(() => import('../features/static-pages/learn-page'), 'LearnPage');
const HelpCenterPage = page(() => import('../features/static-pages/help-center-page'), 'HelpCenterPage');
const PrivacyPolicyPage = page(() => import('../features/static-pages/privacy-policy-page'), 'PrivacyPolicyPage');
const ImprintPage = page(() => import('../features/static-pages/imprint-page'), 'ImprintPage');
const TermsPage = page(() => import('../features/static-pages/terms-page'), 'TermsPage');
const MembershipPlansPage = page(() => import('../features/membership-plans/membership-plans-page'), 'MembershipPlansPage');
const NotFoundPage = page(() => import('../features/static-pages/not-found-page'), 'NotFoundPage');

/** Every route the shell owns (ARCHITECTURE §3); anything no app owns lands on the 404 page. */
export function ShellRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/verifyEmail" element={<VerifyEmailPage />} />
        <Route path="/resetPassword" element={<ResetPasswordPage />} />
        <Route path="/newPassword" element={<NewPasswordPage />} />
        <Route path="/smsCode" element={<SmsCodePage />} />
        <Route path="/code" element={<CodePage />} />
        <Route path="/invitation" element={<InvitationPage />} />
        <Route path="/apply" element={<ApplyPage />} />
        <Route path="/verifyClaim" element={<VerifyClaimPage />} />
        <Route path="/claimFinalStep" element={<ClaimFinalStepPage />} />
        <Route path="/verifyIntroduction" element={<VerifyIntroductionPage />} />
        <Route path="/verifyRequestAccess" element={<VerifyRequestAccessPage />} />
        <Route path="/join/*" element={<JoinPage />} />
        <Route path="/selectProfile" element={<SelectProfilePage />} />
        <Route path="/getStarted" element={<GetStartedPage />} />
        <Route path="/investorJoin" element={<InvestorJoinPage />} />
        <Route path="/qualificationInvestor" element={<QualificationInvestorPage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/learn" element={<LearnPage />} />
        <Route path="/help-center" element={<HelpCenterPage />} />
        <Route path="/privacyPolicy" element={<PrivacyPolicyPage />} />
        <Route path="/imprint" element={<ImprintPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/membershipPlans/:audience" element={<MembershipPlansPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
