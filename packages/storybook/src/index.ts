// What stories import: the app decorator's parameters and the API stand-in's helpers (test support: only
// *.stories.tsx files and tests use this package).
export {
  type ApiHandler,
  type ApiRoutes,
  errorReply,
  pending,
  type RecordedRequest,
  replyFromContract,
  type TestReply,
} from './api-stand-in';
export type { AppStoryParameters, StorySession } from './app-story';
export { narrow, screenStory, signedIn } from './screen-story';
