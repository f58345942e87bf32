import { usePreloadAfterPaint } from '@fundnet/app-runtime';
import { LinkButton } from '@fundnet/design-system';
import { DEFAULT_PAGE_SIZE, type DiscoveryItem } from '@fundnet/validation-schema';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { type DiscoveryKind, ResultCard, discoveryCopy, readVisitorResults, useDiscoveryResults } from '../discovery';

/** How many featured profiles a home-type page shows. */
export const FEATURED_SHOWN = 3;

/** The search the section shows: the first page of featured profiles (a few of them shown). */
const featuredSearch = { featuredOnly: true, skip: 0, take: DEFAULT_PAGE_SIZE } as const;

/**
 * The section's read as a visitor's browser makes it, for the API's renderer: the page comes with the featured cards
 * drawn, and their styles with it, rather than skeletons the browser fills in after hydration (issue 33: inserting the
 * cards' styles then was a 100-200 ms task at a phone's speed).
 */
export const featuredProfilesRead = (kind: DiscoveryKind): Promise<void> => readVisitorResults(kind, featuredSearch);

/**
 * A few featured profiles of one kind, from the discovery search with featuredOnly (signed-in users
 * get the signed-in search, so the follow and favourite buttons know their state). Nothing featured
 * yet: the section is left out rather than shown empty.
 */
export function FeaturedProfiles({ kind, title }: { kind: DiscoveryKind; title: string }) {
  const headingId = useId();
  const copy = discoveryCopy[kind];
  usePreloadAfterPaint(ResultCard);
  const featured = useDiscoveryResults(kind, featuredSearch);
  const items = ((featured.data?.items ?? []) as DiscoveryItem[]).slice(0, FEATURED_SHOWN);
  if (featured.data && items.length === 0) return null;

  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={featured.isPending} sx={{ mb: 5 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h2" variant="h5">
          {title}
        </Typography>
        <LinkButton to={`${copy.path}?featuredOnly=true`} variant="text">
          See all featured {copy.plural}
        </LinkButton>
      </Stack>
      {featured.isError && !featured.data ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            Featured {copy.plural} are unavailable right now.
          </Typography>
          <Button size="small" variant="outlined" onClick={() => void featured.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <Box
          component="ul"
          aria-labelledby={headingId}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          {featured.isPending
            ? Array.from({ length: FEATURED_SHOWN }, (_, index) => (
                <Box component="li" key={index} aria-hidden>
                  <Skeleton variant="rounded" height={220} />
                </Box>
              ))
            : items.map((item) => (
                <Box component="li" key={item.id}>
                  <ResultCard item={item} />
                </Box>
              ))}
        </Box>
      )}
    </Box>
  );
}
