// The onboarding flow of a signed-in user, split from join-page.tsx so a signed-out visitor of /join loads only the
// sign-in prompt (ADR 0061).
import { type GetMeReply, useMe, useSession, useUpdateUserInfo } from '@fundnet/api-client';
import { lazyPage } from '@fundnet/app-runtime';
import { ErrorPanel, LoadingState, useDocumentTitle } from '@fundnet/design-system';
import type { ProfileType } from '@fundnet/validation-schema';
import { type ReactElement, useEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { OnboardingStepper } from './components/onboarding-stepper';
import {
  blockedStepRedirect,
  firstUnfinishedStep,
  isAboutYouComplete,
  type OnboardingFacts,
  type StepId,
  stepLabels,
} from './onboarding-progress';
import { JOIN_BASE } from './onboarding-paths';
import { isSmsSkipped, rememberedProfileType, rememberProfileType } from './onboarding-storage';
import { isProfileType } from './profile-types';
import { userInfoUpdate } from './user-info-body';

/** Each step is its own chunk: a step loads its fields (the country picker, the quiz) when it is opened. */
const AboutYouStep = lazyPage(() => import('./steps/about-you-step'), 'AboutYouStep');
const SmsVerificationStep = lazyPage(() => import('./steps/sms-verification-step'), 'SmsVerificationStep');
const SelectProfileTypeStep = lazyPage(() => import('./steps/select-profile-type-step'), 'SelectProfileTypeStep');
const PointsOfInterestStep = lazyPage(() => import('./steps/points-of-interest-step'), 'PointsOfInterestStep');
const CheckExistingProfilesStep = lazyPage(() => import('./steps/check-existing-profiles-step'), 'CheckExistingProfilesStep');
const InvestorStyleQuizStep = lazyPage(() => import('./steps/investor-style-quiz-step'), 'InvestorStyleQuizStep');
const ReadinessQuizStep = lazyPage(() => import('./steps/readiness-quiz-step'), 'ReadinessQuizStep');

/** The step and profile type a /join/... path names (null for /join itself or an unknown path). */
export function parseJoinPath(pathname: string): { step: StepId | null; type: ProfileType | null } {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean); // ['join', ...]
  if (parts[0] !== 'join') return { step: null, type: null };
  if (parts.length === 2) {
    const step = parts[1] as StepId;
    return ['aboutYou', 'smsVerification', 'selectProfileType'].includes(step) ? { step, type: null } : { step: null, type: null };
  }
  if (parts.length === 3 && isProfileType(parts[1])) {
    const step = parts[2] as StepId;
    return ['pointsOfInterest', 'checkExistingProfiles', 'quiz'].includes(step) ? { step, type: parts[1] } : { step: null, type: null };
  }
  return { step: null, type: null };
}

function factsFrom(me: GetMeReply, activeType: ProfileType | null, type: ProfileType | null): OnboardingFacts {
  return {
    aboutYouDone: isAboutYouComplete(me.userInfo),
    phoneVerified: me.user.phoneVerified,
    smsSkipped: me.userInfo.smsVerificationSkipped === true || isSmsSkipped(me.user.id),
    pointsOfInterestDone: me.userInfo.pointsOfInterest.length > 0,
    activeProfileType: activeType,
    profileType: type,
  };
}

/** A step that may not be opened yet sends the user to the one it needs. */
function Guarded({ step, facts, children }: { step: StepId; facts: OnboardingFacts; children: ReactElement }) {
  const redirect = blockedStepRedirect(step, facts);
  return redirect ? <Navigate to={redirect} replace /> : children;
}

function TypedStep({
  step,
  me,
  facts,
}: {
  step: 'pointsOfInterest' | 'checkExistingProfiles' | 'quiz';
  me: GetMeReply;
  facts: OnboardingFacts;
}) {
  const { profileType } = useParams();
  if (!isProfileType(profileType)) return <Navigate to={JOIN_BASE} replace />;
  const content =
    step === 'pointsOfInterest' ? (
      <PointsOfInterestStep me={me} type={profileType} />
    ) : step === 'checkExistingProfiles' ? (
      <CheckExistingProfilesStep type={profileType} />
    ) : profileType === 'investor' ? (
      <InvestorStyleQuizStep me={me} />
    ) : (
      <ReadinessQuizStep type={profileType} />
    );
  return (
    <Guarded step={step} facts={facts}>
      {content}
    </Guarded>
  );
}

/** The steps of a signed-in user's setup (loaded by JoinPage once it knows the visitor is signed in). */
export function JoinFlow() {
  const me = useMe();
  const { activeProfile } = useSession();
  const { pathname } = useLocation();
  const { step, type: typeInPath } = parseJoinPath(pathname);

  const saveProgress = useUpdateUserInfo();
  const savedType = me.data?.userInfo.onboardingProfileType ?? null;
  const canSave = me.data ? isAboutYouComplete(me.data.userInfo) : false;
  const sentType = useRef<ProfileType | null>(null);

  // Remember the type being set up, so /join and "about you" lead back to it: in this tab, and on the server
  // (user-info), so signing in again, on any device, resumes at the right step.
  useEffect(() => {
    if (!typeInPath) return;
    rememberProfileType(typeInPath);
    if (!me.data || !canSave || savedType === typeInPath || sentType.current === typeInPath) return;
    sentType.current = typeInPath;
    // Best effort: this tab still remembers the type if the save fails.
    saveProgress.mutate(userInfoUpdate(me.data.userInfo, { onboardingProfileType: typeInPath }));
  }, [typeInPath, savedType, canSave, me.data, saveProgress]);

  useDocumentTitle(step ? `${stepLabels[step]} · Set up your account` : 'Set up your account', { restoreOnUnmount: true });

  if (me.isPending) return <LoadingState label="Loading your setup…" />;
  if (me.isError) {
    return <ErrorPanel title="Your setup could not be loaded" message={me.error.message} onRetry={() => void me.refetch()} />;
  }

  const data = me.data;
  // The type being set up: the one in the URL, else the one chosen earlier in this tab, else the server's record.
  const type = typeInPath ?? rememberedProfileType() ?? savedType;
  const facts = factsFrom(data, activeProfile?.type ?? null, type);

  return (
    <>
      <OnboardingStepper current={step} facts={facts} />
      <Routes>
        <Route index element={<Navigate to={firstUnfinishedStep(facts)} replace />} />
        <Route path="aboutYou" element={<AboutYouStep me={data} />} />
        <Route
          path="smsVerification"
          element={
            <Guarded step="smsVerification" facts={facts}>
              <SmsVerificationStep me={data} />
            </Guarded>
          }
        />
        <Route
          path="selectProfileType"
          element={
            <Guarded step="selectProfileType" facts={facts}>
              <SelectProfileTypeStep me={data} current={type} />
            </Guarded>
          }
        />
        <Route path=":profileType/pointsOfInterest" element={<TypedStep step="pointsOfInterest" me={data} facts={facts} />} />
        <Route path=":profileType/checkExistingProfiles" element={<TypedStep step="checkExistingProfiles" me={data} facts={facts} />} />
        <Route path=":profileType/quiz" element={<TypedStep step="quiz" me={data} facts={facts} />} />
        <Route path="*" element={<Navigate to={JOIN_BASE} replace />} />
      </Routes>
    </>
  );
}
