import type { ProfileType } from '@fundnet/validation-schema';
import { type CommonStep, joinPath, type TypedStep } from './onboarding-paths';

/** What the onboarding knows about the user, from get-me, the session and this browser. */
export interface OnboardingFacts {
  /** First name, last name, country of residence and "What describes you best" are saved. */
  aboutYouDone: boolean;
  phoneVerified: boolean;
  /** The user chose "verify later" on this browser. */
  smsSkipped: boolean;
  /** At least one point of interest is saved. */
  pointsOfInterestDone: boolean;
  /** Type of the session's active profile (set when a profile is chosen or created). */
  activeProfileType: ProfileType | null;
  /** The type the user is setting up: from the URL, else remembered from earlier in this tab. */
  profileType: ProfileType | null;
}

export type StepId = CommonStep | TypedStep;

export const stepOrder: readonly StepId[] = [
  'aboutYou',
  'smsVerification',
  'selectProfileType',
  'pointsOfInterest',
  'checkExistingProfiles',
  'quiz',
];

export const stepLabels: Readonly<Record<StepId, string>> = {
  aboutYou: 'About you',
  smsVerification: 'Phone',
  selectProfileType: 'Profile type',
  pointsOfInterest: 'Interests',
  checkExistingProfiles: 'Your profile',
  quiz: 'Quiz',
};

export const isAboutYouComplete = (info: {
  firstName?: string | null;
  lastName?: string | null;
  countryOfResidence?: string | null;
  describesYouBest?: string | null;
}): boolean =>
  [info.firstName, info.lastName, info.countryOfResidence, info.describesYouBest].every(
    (value) => typeof value === 'string' && value.trim() !== '',
  );

/** Whether a step counts as done (the stepper ticks it). */
export function isStepDone(step: StepId, facts: OnboardingFacts): boolean {
  switch (step) {
    case 'aboutYou':
      return facts.aboutYouDone;
    case 'smsVerification':
      return facts.phoneVerified || facts.smsSkipped;
    case 'selectProfileType':
      return facts.profileType !== null;
    case 'pointsOfInterest':
      return facts.pointsOfInterestDone;
    case 'checkExistingProfiles':
      return facts.profileType !== null && facts.activeProfileType === facts.profileType;
    case 'quiz':
      return false; // the last step: done means the user has left the flow
  }
}

/**
 * Where /join sends the user: the first step not done yet. With every common step done and no
 * type in progress, that is the profile-type choice (to add a profile).
 */
export function firstUnfinishedStep(facts: OnboardingFacts): string {
  if (!facts.aboutYouDone) return joinPath('aboutYou');
  if (!facts.phoneVerified && !facts.smsSkipped) return joinPath('smsVerification');
  const type = facts.profileType;
  if (!type) return joinPath('selectProfileType');
  if (!facts.pointsOfInterestDone) return joinPath('pointsOfInterest', type);
  if (facts.activeProfileType !== type) return joinPath('checkExistingProfiles', type);
  return joinPath('quiz', type);
}

/**
 * A step the user may not open yet, and where to send them instead: the type steps need "about
 * you" (their saves send the required details), the quiz needs a profile of that type.
 */
export function blockedStepRedirect(step: StepId, facts: OnboardingFacts): string | null {
  if (step === 'aboutYou') return null;
  if (!facts.aboutYouDone) return joinPath('aboutYou');
  if (step === 'quiz' && facts.profileType && facts.activeProfileType !== facts.profileType) {
    return joinPath('checkExistingProfiles', facts.profileType);
  }
  return null;
}

/** The step after `step` (for "Next: …" texts). */
export function nextStepLabel(step: StepId): string | null {
  const index = stepOrder.indexOf(step);
  const next = stepOrder[index + 1];
  return next ? stepLabels[next] : null;
}
