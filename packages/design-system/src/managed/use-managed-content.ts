import { contentEntriesQueryOptions, queryClient, useContentEntries } from '@fundnet/api-client';
import type { QueryClient } from '@tanstack/react-query';

/** A managed text (a published entry of api/content, by slug) as a page may show it. */
export type ManagedContent =
  /** The request is under way: show a skeleton of the block, neither the built-in text nor nothing. */
  | { status: 'loading' }
  /** No entry, an unpublished one (administrators read drafts too), an empty one, or the call failed: show the built-in text. */
  | { status: 'builtIn' }
  | { status: 'managed'; title: string; paragraphs: string[] };

/** Plain text, a blank line between paragraphs (the content contract). */
export const paragraphsOf = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** How the published entries are read (a missing slug is the common case: no retry, kept 5 minutes). */
const managedContentConfig = { retry: false, staleTime: 5 * 60_000 } as const;

/** How long a page waits for the managed texts once its code has loaded (`managedContentRead`). */
export const MANAGED_CONTENT_WAIT_MS = 1500;

/**
 * Reads the managed texts into `client`'s cache, for a page whose largest text is a managed one (the landing page's
 * headline, issue 33.4): its loader waits for them with its code, so the first render shows the text instead of a
 * skeleton that the text replaces a paint later (and what the page starts after its first paint, such as preloading
 * the parts below it, no longer comes before its largest paint). Resolves when the texts are in the cache (at once
 * when they are already) or after `MANAGED_CONTENT_WAIT_MS` (then the page shows its skeleton and the texts when
 * they come, as before). Never rejects: a failed read leaves the page to show its built-in texts.
 */
export async function managedContentRead(client: QueryClient = queryClient): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, MANAGED_CONTENT_WAIT_MS);
  });
  await Promise.race([client.prefetchQuery({ ...contentEntriesQueryOptions({}), ...managedContentConfig }), waited]);
  clearTimeout(timer);
}

/**
 * The managed text of a page block by its slug (`about.why`, `contact.intro`…: the slugs the pages read are listed in
 * packages/server/src/modules/content/README.md). The published entries are read once for every page, kept 5
 * minutes, not retried: a page whose slug has no entry (the common case: it keeps its built-in text) asks for nothing
 * that answers 404 (a browser logs every 404 as an error), and the skeleton lasts no longer than one request.
 */
export function useManagedContent(slug: string): ManagedContent {
  const entries = useContentEntries({}, managedContentConfig);
  if (entries.isPending) return { status: 'loading' };
  // Administrators also read drafts in the list: a page shows published text only.
  const entry = entries.isError ? undefined : entries.data.items.find((item) => item.slug === slug && item.published);
  if (!entry) return { status: 'builtIn' };
  const paragraphs = paragraphsOf(entry.body);
  return paragraphs.length ? { status: 'managed', title: entry.title, paragraphs } : { status: 'builtIn' };
}
