import { Box, Link } from '@mui/material';
import { memo, useEffect, useRef, useState } from 'react';

/** The part of the screen an anchor's top must reach to be the one being read: its upper third. */
export const READING_LINE_MARGIN = '0px 0px -66.667% 0px';

/**
 * Which anchor the reader is in: the last one whose top passed the upper third of the screen. Watched with an
 * IntersectionObserver over that upper third rather than measured on every scroll event: no layout is forced while
 * the page is first drawn (on a phone the old measuring made the page's first commit one 400 ms task) or on each
 * scroll. An anchor crosses the line exactly when it starts or stops intersecting that band, so the observer's
 * reports are enough; where there is no observer (old browsers) the first anchor stays marked.
 */
function useCurrentAnchor(anchors: readonly string[], whole: boolean): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(anchors[0]);
  const key = anchors.join(' ');
  // Watched again once the page has rendered every part (`whole`, ADR 0098): before, the later anchors are not on it.
  useEffect(() => {
    const ids = key.split(' ').filter(Boolean);
    setCurrent(ids[0]);
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const passed = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const line = entry.rootBounds?.bottom ?? window.innerHeight / 3;
          passed.set(entry.target.id, entry.boundingClientRect.top <= line);
        }
        setCurrent(ids.reduce((found, id) => (passed.get(id) ? id : found), ids[0]));
      },
      { rootMargin: READING_LINE_MARGIN },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key, whole]);
  return current;
}

/**
 * In-page navigation to the profile's anchors (only those that hold something). It stays at the top of the
 * screen while the reader scrolls and marks the anchor being read (aria-current); on a phone it is one row
 * that scrolls sideways. Memoised: on a page that reveals its sections (ADR 0098) it renders again only when `whole`
 * changes, given anchors made once per profile.
 */
export const AnchorNav = memo(function AnchorNav({
  anchors,
  label = 'Profile sections',
  whole = true,
}: {
  anchors: { anchor: string; label: string }[];
  label?: string;
  /** False while the page is still rendering its later sections (`useRevealedCount`): their anchors are watched once it is. */
  whole?: boolean;
}) {
  const current = useCurrentAnchor(
    anchors.map((anchor) => anchor.anchor),
    whole,
  );
  const first = anchors[0]?.anchor;
  const rowMoved = useRef(false);
  useEffect(() => {
    // The row starts at the first anchor: until another one is read, nothing is measured (not while the page is drawn).
    if (!current || (current === first && !rowMoved.current)) return undefined;
    rowMoved.current = true;
    // Measured in the next frame, when its layout is due anyway, not forced in the middle of a commit.
    const frame = requestAnimationFrame(() => {
      const link = document.querySelector<HTMLElement>(`[data-anchor-link="${current}"]`);
      const row = link?.closest('ul');
      // Keep the current link in view in the sideways-scrolling row (never scrolls the page itself).
      if (link && row && row.scrollWidth > row.clientWidth) row.scrollLeft = link.offsetLeft - row.clientWidth / 3;
    });
    return () => cancelAnimationFrame(frame);
  }, [current, first]);
  if (anchors.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        mb: 3,
        mx: { xs: -2, sm: 0 },
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: { xs: 'nowrap', md: 'wrap' },
          columnGap: { xs: 2, md: 3 },
          rowGap: 0.75,
          overflowX: { xs: 'auto', md: 'visible' },
          whiteSpace: 'nowrap',
          listStyle: 'none',
          px: { xs: 2, sm: 0 },
          py: 1.25,
          m: 0,
          scrollbarWidth: 'thin',
        }}
      >
        {anchors.map(({ anchor, label: text }) => {
          const active = anchor === current;
          return (
            <li key={anchor}>
              <Link
                href={`#${anchor}`}
                data-anchor-link={anchor}
                aria-current={active ? 'location' : undefined}
                underline={active ? 'always' : 'hover'}
                // One weight for every link: a bold current link was wider, so marking another one moved links between
                // the rows on a wide screen as the reader scrolled (stop 55). The current one is told by colour and line.
                sx={{
                  fontWeight: 500,
                  color: active ? 'primary.main' : 'text.primary',
                  textUnderlineOffset: 6,
                  textDecorationThickness: active ? 2 : undefined,
                }}
              >
                {text}
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
});
