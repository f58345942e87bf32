import { blockedStepRedirect, firstUnfinishedStep, isAboutYouComplete, type OnboardingFacts } from './onboarding-progress';
import { loginPath } from './onboarding-paths';

const fresh: OnboardingFacts = {
  aboutYouDone: false,
  phoneVerified: false,
  smsSkipped: false,
  pointsOfInterestDone: false,
  activeProfileType: null,
  profileType: null,
};

describe('firstUnfinishedStep', () => {
  it('walks the steps in order', () => {
    expect(firstUnfinishedStep(fresh)).toBe('/join/aboutYou');
    const aboutYou = { ...fresh, aboutYouDone: true };
    expect(firstUnfinishedStep(aboutYou)).toBe('/join/smsVerification');
    expect(firstUnfinishedStep({ ...aboutYou, smsSkipped: true })).toBe('/join/selectProfileType');
    const typed = { ...aboutYou, phoneVerified: true, profileType: 'investor' as const };
    expect(firstUnfinishedStep(typed)).toBe('/join/investor/pointsOfInterest');
    expect(firstUnfinishedStep({ ...typed, pointsOfInterestDone: true })).toBe('/join/investor/checkExistingProfiles');
    expect(firstUnfinishedStep({ ...typed, pointsOfInterestDone: true, activeProfileType: 'fund' })).toBe(
      '/join/investor/checkExistingProfiles',
    );
    expect(firstUnfinishedStep({ ...typed, pointsOfInterestDone: true, activeProfileType: 'investor' })).toBe('/join/investor/quiz');
  });

  it('sends a user who finished everything to the profile-type choice', () => {
    expect(
      firstUnfinishedStep({ ...fresh, aboutYouDone: true, phoneVerified: true, pointsOfInterestDone: true, activeProfileType: 'fund' }),
    ).toBe('/join/selectProfileType');
  });
});

describe('blockedStepRedirect', () => {
  it('asks for "about you" first and a profile before the quiz', () => {
    expect(blockedStepRedirect('aboutYou', fresh)).toBeNull();
    expect(blockedStepRedirect('pointsOfInterest', { ...fresh, profileType: 'fund' })).toBe('/join/aboutYou');
    const ready = { ...fresh, aboutYouDone: true, profileType: 'fund' as const };
    expect(blockedStepRedirect('pointsOfInterest', ready)).toBeNull();
    expect(blockedStepRedirect('quiz', ready)).toBe('/join/fund/checkExistingProfiles');
    expect(blockedStepRedirect('quiz', { ...ready, activeProfileType: 'fund' })).toBeNull();
  });
});

it('isAboutYouComplete needs all four required details', () => {
  const complete = { firstName: 'Ada', lastName: 'Lovelace', countryOfResidence: 'GB', describesYouBest: 'familyOffice' };
  expect(isAboutYouComplete(complete)).toBe(true);
  expect(isAboutYouComplete({ ...complete, countryOfResidence: null })).toBe(false);
  expect(isAboutYouComplete({ ...complete, firstName: '  ' })).toBe(false);
});

it('loginPath keeps the way back readable', () => {
  expect(loginPath('/join')).toBe('/login?returnTo=/join');
  expect(loginPath('/join/fund/quiz?x=1&y=2')).toBe('/login?returnTo=/join/fund/quiz%3Fx%3D1%26y%3D2');
});
