import { Box, Link, Stack } from '@mui/material';

/** In-page navigation to the profile's anchors (only those that hold something). */
export function AnchorNav({ anchors, label = 'Profile sections' }: { anchors: { anchor: string; label: string }[]; label?: string }) {
  return (
    <Box component="nav" aria-label={label} sx={{ mb: 3 }}>
      <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
        {anchors.map(({ anchor, label: text }) => (
          <li key={anchor}>
            <Link href={`#${anchor}`} underline="hover">
              {text}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
