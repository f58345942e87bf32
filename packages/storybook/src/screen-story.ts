import type { ActiveProfile } from '@fundnet/api-client';
import type { AppStoryParameters, StorySession } from './app-story';

/** A story of a screen: `{ ...screenStory({ route, session, api }) }` (see AppStoryParameters). */
export function screenStory(fundnet: AppStoryParameters) {
  return { parameters: { fundnet } };
}

/** Signed in, acting as `activeProfile` (null: signed in without choosing a profile). */
export function signedIn(activeProfile: ActiveProfile | null): StorySession {
  return { token: 'story-token', activeProfile };
}

/** A phone-wide screen (Storybook's "mobile1" viewport, 320 px): `{ ...screenStory(...), ...narrow }`. */
export const narrow = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
