import type { DbOrTx } from '../../db/client';

/**
 * Profiles' extension point: a draft profile was soft-deleted, inside the deleting transaction. Auth forgets it as
 * the active profile of the sessions that had it (sessions are auth's data; profiles sits below auth and never
 * imports it, ADR 0069). app.ts wires the subscribers; a set keeps one copy of a hook registered by every test app.
 */
export type DraftProfileDeletedHook = (tx: DbOrTx, profileId: string) => Promise<void>;

const draftDeletedHooks = new Set<DraftProfileDeletedHook>();

export const profilesHooks = {
  onDraftDeleted(hook: DraftProfileDeletedHook): () => void {
    draftDeletedHooks.add(hook);
    return () => draftDeletedHooks.delete(hook);
  },
};

export async function draftProfileDeleted(tx: DbOrTx, profileId: string): Promise<void> {
  for (const hook of draftDeletedHooks) await hook(tx, profileId);
}
