import { useContentEntry } from '@fundnet/api-client';

/** A managed text (api/content/{slug}) as a page may show it. */
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
 * packages/server/src/modules/content/README.md). One request per slug, kept 5 minutes, not retried: a missing entry
 * is the common case (the page keeps its built-in text), and the skeleton must last no longer than one request.
 */
export function useManagedContent(slug: string): ManagedContent {
  const entry = useContentEntry(slug, { retry: false, staleTime: 5 * 60_000 });
  if (entry.isPending) return { status: 'loading' };
  if (entry.isError || !entry.data.published) return { status: 'builtIn' };
  const paragraphs = paragraphsOf(entry.data.body);
  return paragraphs.length ? { status: 'managed', title: entry.data.title, paragraphs } : { status: 'builtIn' };
}
