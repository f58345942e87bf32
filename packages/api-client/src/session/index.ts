export {
  ACTIVE_PROFILE_KEY,
  type ActiveProfile,
  type ProfileType,
  type SessionChangeReason,
  type SessionEvent,
  type SessionListener,
  type SessionState,
  type SessionStore,
  type SessionStoreOptions,
  TOKEN_KEY,
  createSessionStore,
  profileTypes,
  sessionStore,
} from './session-store';
export { useSession } from './use-session';
