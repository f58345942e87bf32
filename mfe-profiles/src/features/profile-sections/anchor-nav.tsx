import { Box, Link } from '@mui/material';
import { useEffect, useState } from 'react';

/** Which anchor the reader is in: the last one whose top passed the upper third of the screen. */
function useCurrentAnchor(anchors: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(anchors[0]);
  const key = anchors.join(' ');
  useEffect(() => {
    const ids = key.split(' ').filter(Boolean);
    const onScroll = () => {
      const line = window.innerHeight / 3;
      let found = ids[0];
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= line) found = id;
      }
      setCurrent(found);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [key]);
  return current;
}

/**
 * In-page navigation to the profile's anchors (only those that hold something). It stays at the top of the
 * screen while the reader scrolls and marks the anchor being read (aria-current); on a phone it is one row
 * that scrolls sideways.
 */
export function AnchorNav({ anchors, label = 'Profile sections' }: { anchors: { anchor: string; label: string }[]; label?: string }) {
  const current = useCurrentAnchor(anchors.map((anchor) => anchor.anchor));
  useEffect(() => {
    if (!current) return;
    const link = document.querySelector<HTMLElement>(`[data-anchor-link="${current}"]`);
    const row = link?.closest('ul');
    // Keep the current link in view in the sideways-scrolling row (never scrolls the page itself).
    if (link && row && row.scrollWidth > row.clientWidth) row.scrollLeft = link.offsetLeft - row.clientWidth / 3;
  }, [current]);
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
                sx={{ fontWeight: active ? 700 : 500, color: active ? 'primary.main' : 'text.primary', textUnderlineOffset: 6 }}
              >
                {text}
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
