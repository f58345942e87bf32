import { useContentEntries } from '@fundnet/api-client';

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

/**
 * The managed text of a page block by its slug (`about.why`, `contact.intro`…: the slugs the pages read are listed in
 * packages/server/src/modules/content/README.md). The published entries are read once for every page, kept 5
 * minutes, not retried: a page whose slug has no entry (the common case: it keeps its built-in text) asks for nothing
 * that answers 404 (a browser logs every 404 as an error), and the skeleton lasts no longer than one request.
 */
export function useManagedContent(slug: string): ManagedContent {
  const entries = useContentEntries({}, { retry: false, staleTime: 5 * 60_000 });
  if (entries.isPending) return { status: 'loading' };
  // Administrators also read drafts in the list: a page shows published text only.
  const entry = entries.isError ? undefined : entries.data.items.find((item) => item.slug === slug && item.published);
  if (!entry) return { status: 'builtIn' };
  const paragraphs = paragraphsOf(entry.body);
  return paragraphs.length ? { status: 'managed', title: entry.title, paragraphs } : { status: 'builtIn' };
}
