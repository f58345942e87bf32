import type { ActiveProfile } from '../session/session-store';

/**
 * Query key convention (one rule for every family):
 *
 *   [family, ...parts]                       e.g. ['users', 'me'], ['fund-info', 'detail', id]
 *   [family, ...parts, { profileScope }]     when the answer depends on the active profile
 *
 * - Keys start with the family name (the api-client folder / API family), so
 *   `invalidateQueries({ queryKey: followKeys.all })` reaches every query of a family,
 *   and any prefix (['fund-info', 'detail']) still matches whatever profile it was read for.
 * - A profile-scoped key ENDS with `{ profileScope: '<type>:<id>' }` (null when no profile is active),
 *   built by `keys.scoped(profile, ...parts)`. Each profile gets its own cache entry, so data read
 *   as one profile never shows under another, and `onProfileSwitched()` resets exactly these
 *   queries (found by `isProfileScopedKey`) when the active profile changes.
 * - The queryFn of a scoped key must send the same profile it was keyed with (pass `profile` to the call).
 */

/** The marker that ends a profile-scoped key. */
export interface ProfileScope {
  readonly profileScope: string | null;
}

export function profileScope(profile: ActiveProfile | null | undefined): ProfileScope {
  return { profileScope: profile ? `${profile.type}:${profile.id}` : null };
}

export function isProfileScope(value: unknown): value is ProfileScope {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'profileScope' in value;
}

export function isProfileScopedKey(queryKey: readonly unknown[]): boolean {
  return queryKey.some(isProfileScope);
}

export interface QueryKeyFamily<F extends string> {
  readonly family: F;
  /** The family root, `[family]`: invalidates every query of the family. */
  readonly all: readonly [F];
  /** `[family, ...parts]`, for answers that do not depend on the active profile. */
  key<const P extends readonly unknown[]>(...parts: P): readonly [F, ...P];
  /** `[family, ...parts, { profileScope }]`, for answers that depend on the active profile. */
  scoped<const P extends readonly unknown[]>(profile: ActiveProfile | null | undefined, ...parts: P): readonly [F, ...P, ProfileScope];
}

const families = new Map<string, QueryKeyFamily<string>>();

/**
 * Registers a family's keys: `export const usersKeys = queryKeys('users')` in `src/users/keys.ts`,
 * then `usersKeys.key('me')` → `['users', 'me']`. Registering the same name again returns the same
 * helper (so hot reloads are harmless).
 */
export function queryKeys<const F extends string>(family: F): QueryKeyFamily<F> {
  if (!family || typeof family !== 'string') throw new TypeError('queryKeys: a family name is required');
  const known = families.get(family);
  if (known) return known as QueryKeyFamily<F>;
  const helper: QueryKeyFamily<F> = {
    family,
    all: [family],
    key: (...parts) => [family, ...parts],
    scoped: (profile, ...parts) => [family, ...parts, profileScope(profile)],
  };
  families.set(family, helper as QueryKeyFamily<string>);
  return helper;
}

/** The families registered so far (for devtools and tests). */
export function queryKeyFamilies(): string[] {
  return [...families.keys()];
}
