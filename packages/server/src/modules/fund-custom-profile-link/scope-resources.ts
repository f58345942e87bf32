import {
  parseScopeResource,
  type ShareScopeResource,
  type ShareScopeResourceKind,
  scopeResourceEntry,
  shareScopeResourceKinds,
} from '@fundnet/validation-schema';
import type { DbOrTx } from '../profiles';

/**
 * The resources a share link's scope can hold besides content sections (ADR 0056). The modules that own them
 * register here (wired in app.ts), so this module neither imports them nor reads their tables: it asks each
 * kind which of its resources a fund owns, to offer them in the link form, to check a scope and to name them.
 */
export interface ScopeResourceSource {
  /** The fund's resources of this kind, ordered as the owner sees them. */
  list(db: DbOrTx, fundProfileId: string): Promise<{ id: string; name: string }[]>;
}

const sources = new Map<ShareScopeResourceKind, ScopeResourceSource>();

/**
 * Pending access requests per link (links without any absent). fund-request-access builds on this module, so app.ts
 * hands its count over; without it every link has none. Setting again (every test app) replaces the same function.
 */
export type PendingRequestCounts = (db: DbOrTx, linkIds: readonly string[]) => Promise<Map<string, number>>;
let pendingRequests: PendingRequestCounts = async () => new Map();

/** The pending requests of the links, through the provider app.ts wired. */
export const pendingRequestsOf: PendingRequestCounts = (db, linkIds) => pendingRequests(db, linkIds);

export const shareLinkHooks = {
  providePendingRequests(source: PendingRequestCounts): void {
    pendingRequests = source;
  },
  /** Registers the owner of a kind of resource; returns the unregister function (tests). */
  registerScopeResource(kind: ShareScopeResourceKind, source: ScopeResourceSource): () => void {
    sources.set(kind, source);
    return () => {
      if (sources.get(kind) === source) sources.delete(kind);
    };
  },
};

/** Every resource of the fund a link can include, kind by kind. */
export async function scopeOptions(db: DbOrTx, fundProfileId: string): Promise<ShareScopeResource[]> {
  const options: ShareScopeResource[] = [];
  for (const kind of shareScopeResourceKinds) {
    const source = sources.get(kind);
    if (!source) continue;
    for (const item of await source.list(db, fundProfileId)) {
      options.push({ entry: scopeResourceEntry(kind, item.id), kind, id: item.id, name: item.name });
    }
  }
  return options;
}

/**
 * The resources of a scope that exist and belong to the fund, in scope order. Entries of resources deleted since
 * the link was saved drop out here (the link reads on without them).
 */
export async function scopeResources(db: DbOrTx, fundProfileId: string, scope: readonly string[]): Promise<ShareScopeResource[]> {
  const wanted = scope.map(parseScopeResource).filter((resource) => resource !== null);
  if (wanted.length === 0) return [];
  const available = new Map((await scopeOptions(db, fundProfileId)).map((option) => [option.entry, option]));
  return wanted.flatMap((resource) => available.get(scopeResourceEntry(resource.kind, resource.id)) ?? []);
}
