import { Box, Card, CardActions, CardContent, Skeleton, Stack } from '@mui/material';
import { visuallyHidden } from '@fundnet/design-system';

/**
 * The height a result card takes at least, and its skeleton exactly: the skeletons hold the place of the cards while
 * the results or the card's code load, so nothing below them moves when the cards arrive (issue 33: the discovery page
 * grew by the results' height after its first paint, a layout shift of 1.18 on desktop). Measured on the demo data in
 * Chromium: cards 420–465 px tall at 390 px wide (one column), 404–424 at 1350 (two); with 320 here the desktop page
 * still shifted by 0.011 when the first row arrived. A longer card grows past it and moves only the rows below it.
 */
export const RESULT_CARD_MIN_HEIGHT = { xs: 420, lg: 404 } as const;

/** The place of one result card, in the card's own frame (outlined card, logo, lines, tags, actions). */
export function ResultCardSkeleton() {
  return (
    <Card
      variant="outlined"
      aria-hidden
      sx={{ height: '100%', minHeight: RESULT_CARD_MIN_HEIGHT, display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Skeleton variant="rounded" width={56} height={56} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="70%" height={26} />
            <Skeleton width="45%" />
          </Box>
        </Stack>
        <Skeleton sx={{ mt: 1.5 }} />
        <Skeleton width="85%" />
        <Skeleton width="60%" sx={{ mt: 1 }} />
        <Skeleton width="55%" />
        <Skeleton width="65%" />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between' }}>
        <Skeleton width={90} />
        <Skeleton variant="rounded" width={160} height={30} />
      </CardActions>
    </Card>
  );
}

/** The results' place while the first page of them loads: as many card skeletons as the page will show. */
export function ResultsSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <>
      <Box role="status" sx={visuallyHidden}>
        {label}
      </Box>
      <Box
        component="ul"
        aria-hidden
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
      >
        {Array.from({ length: count }, (_, index) => (
          <Box component="li" key={index}>
            <ResultCardSkeleton />
          </Box>
        ))}
      </Box>
    </>
  );
}
