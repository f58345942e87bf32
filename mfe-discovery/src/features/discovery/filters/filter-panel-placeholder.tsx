import { Box, Skeleton, Stack, Typography } from '@mui/material';
import type { DiscoveryKind } from '../url-state/discovery-filters';
import { filterFields } from '../url-state/discovery-filters';
import type { FilterField } from '../url-state/filter-fields';
import { panelLayout } from './panel-layout';

/** About the height of each kind of field as the panel draws it (with its helper text where it has one). */
const heightOf: Record<FilterField<unknown>['type'], number> = {
  text: 60,
  options: 56,
  choice: 60,
  list: 56,
  flag: 42,
  amount: 40,
  id: 40,
};

/**
 * The filter panel's heading and the place of each of its fields, while the fields' code (react-hook-form, the
 * multi-selects with their popper, the selects: ≈ 60 KB gzip) loads after the page's first paint: the heading and the
 * results do not wait for it, and nothing moves when the fields arrive.
 */
export function FilterPanelPlaceholder({ kind }: { kind: DiscoveryKind }) {
  const fields = filterFields[kind] as Record<string, FilterField<unknown>>;
  return (
    <Box aria-busy="true">
      <Typography component="h2" variant="h6" sx={{ mb: 2, lineHeight: '30.75px' }}>
        Filters
      </Typography>
      <Stack spacing={2}>
        {panelLayout[kind].map((row) => {
          const key = typeof row === 'string' ? row : row[0];
          return <Skeleton key={key} variant="rounded" height={heightOf[fields[key]?.type ?? 'text']} />;
        })}
      </Stack>
    </Box>
  );
}
