import { Box, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../internal/visually-hidden';
import { useManagedContent } from './use-managed-content';

export interface ManagedTextProps {
  /** The entry's slug, e.g. `contact.intro`. */
  slug: string;
  /** The page's own text, shown when there is no published entry or it cannot be read. */
  builtIn: string | readonly string[];
  /** Lines of the skeleton while the entry loads, where the built-in text cannot size it (an empty one). */
  lines?: number;
}

/**
 * Paragraphs an administrator can replace (/admin/content) without a release. While the entry loads, a skeleton of
 * the block stands in (nothing false is shown, and no built-in text flashes before the managed one); then the managed
 * paragraphs, or the built-in text. Renders spans shown as blocks, so it fits inside a subtitle's <p> as well as a <div>.
 */
export function ManagedText({ slug, builtIn, lines = 2 }: ManagedTextProps) {
  const content = useManagedContent(slug);
  // The skeleton takes the built-in text's size: the usual answer (no managed entry) then moves nothing (issue 33.3).
  if (content.status === 'loading') return <TextSkeleton lines={lines} sizedAs={builtIn} />;
  return <Paragraphs texts={content.status === 'managed' ? content.paragraphs : builtIn} />;
}

/** Paragraphs as spans shown as blocks (they fit in a <p> as well as a <div>), laid out the same shown or sizing a skeleton. */
function Paragraphs({ texts }: { texts: string | readonly string[] }) {
  return (
    <>
      {(typeof texts === 'string' ? [texts] : texts).map((paragraph, index) => (
        <Box key={index} component="span" sx={{ display: 'block', '& + &': { mt: 1 } }}>
          {paragraph}
        </Box>
      ))}
    </>
  );
}

export interface TextSkeletonProps {
  /** Grey lines to draw when `sizedAs` is not given. */
  lines?: number;
  /** What the screen reader hears while it loads. */
  label?: string;
  /**
   * The text expected in its place (a page's built-in text): the skeleton is one block of exactly that text's size at
   * the current width (the text is laid out unseen inside it), so the text that replaces it moves nothing below.
   */
  sizedAs?: string | readonly string[];
}

/** Grey lines (or a block sized as the expected text) standing for a text being loaded; announced once as loading. */
export function TextSkeleton({ lines = 2, label = 'Loading…', sizedAs }: TextSkeletonProps): ReactNode {
  const expected = typeof sizedAs === 'string' ? [sizedAs] : (sizedAs ?? []);
  const sized = expected.some((paragraph) => paragraph.trim() !== '');
  return (
    <Box component="span" aria-busy="true" sx={{ display: 'block' }}>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      {sized ? (
        // MUI's Skeleton takes its children's size and hides them (`visibility: hidden`: unseen and unread).
        <Skeleton variant="rounded" aria-hidden sx={{ maxWidth: 'none' }}>
          <Paragraphs texts={expected} />
        </Skeleton>
      ) : (
        Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <Skeleton key={index} variant="text" aria-hidden width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
        ))
      )}
    </Box>
  );
}
