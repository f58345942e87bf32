import type { DbOrTx } from '../../db/client';

/**
 * The engine's extension points (ADR 0007). The engine never imports the modules built on it or around it
 * (discovery, NDA, notifications, later the job queue): they subscribe here, and app.ts wires them once at
 * start-up. A hook runs inside the engine's transaction, so what it writes commits or rolls back with the
 * change; a hook that throws fails the request. Keep hooks small (enqueue a job for anything slow).
 *
 * Hooks are kept in sets: registering the same function twice (every test builds an app) keeps one copy.
 */

/** A profile's sections, settings or status changed (written, published, submitted, decided). */
export type ProfileChangedHook = (tx: DbOrTx, profileId: string) => Promise<void>;

/** A viewer profile accepted the NDA of `profileId` for some sections (the per-section unlock route). */
export interface SectionsUnlocked {
  profileId: string;
  viewerProfileId: string;
  userId: string;
  sections: readonly string[];
}
export type SectionsUnlockedHook = (db: DbOrTx, event: SectionsUnlocked) => Promise<unknown>;

const profileChangedHooks = new Set<ProfileChangedHook>();
const sectionsUnlockedHooks = new Set<SectionsUnlockedHook>();

export const profileSectionsHooks = {
  /** Subscribes to every change of a profile's sections or status; returns the unsubscribe function. */
  onProfileChanged(hook: ProfileChangedHook): () => void {
    profileChangedHooks.add(hook);
    return () => profileChangedHooks.delete(hook);
  },
  /** Subscribes to NDA unlocks of single sections; returns the unsubscribe function. */
  onSectionsUnlocked(hook: SectionsUnlockedHook): () => void {
    sectionsUnlockedHooks.add(hook);
    return () => sectionsUnlockedHooks.delete(hook);
  },
};

/** Runs the onProfileChanged hooks, in the order they were registered (the engine and modules on it call this). */
export async function profileChanged(tx: DbOrTx, profileId: string): Promise<void> {
  for (const hook of profileChangedHooks) await hook(tx, profileId);
}

export async function sectionsUnlocked(db: DbOrTx, event: SectionsUnlocked): Promise<void> {
  for (const hook of sectionsUnlockedHooks) await hook(db, event);
}
