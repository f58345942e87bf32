import type { DbOrTx } from '../../db/client';

/**
 * Auth's extension point for account creation: the administration module attributes a sign-up to the referral
 * link it came through (the `fundnet_ref` cookie that GET api/referral/{code} sets). Auth never imports the
 * modules that subscribe; app.ts wires them. A set keeps one copy of a hook registered by every test app.
 */
export interface UserCreated {
  userId: string;
  email: string;
  /** The referral code the browser brought (cookie), if any. */
  referralCode: string | null;
  ip: string | null;
}
export type UserCreatedHook = (db: DbOrTx, event: UserCreated) => Promise<void>;

const userCreatedHooks = new Set<UserCreatedHook>();

export const authHooks = {
  onUserCreated(hook: UserCreatedHook): () => void {
    userCreatedHooks.add(hook);
    return () => userCreatedHooks.delete(hook);
  },
};

export async function userCreated(db: DbOrTx, event: UserCreated): Promise<void> {
  for (const hook of userCreatedHooks) await hook(db, event);
}

/** The cookie GET api/referral/{code} sets (Path=/api/auth, 30 days) and auth/signup reads. */
export const REFERRAL_COOKIE = 'fundnet_ref';
