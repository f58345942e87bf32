import { useDiscoveryStats } from '@fundnet/api-client';
import { compactAmount } from '@fundnet/design-system';
import { groupedNumber } from '@fundnet/validation-schema';
import { Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { useId } from 'react';

interface Figure {
  label: string;
  value: string;
}

// Written without Intl (design-system's plain-numbers.ts says why), as en-US writes them: '1,204', '$4.2B'.
const count = groupedNumber;
const usd = (value: number) => compactAmount(value, 'USD');

const placeholders = ['Funds', 'Investors', 'Service providers', 'Combined target fund size', 'Countries'];

/**
 * The network today, live from GET discovery/stats (discoverable profiles only, the same ones discovery
 * shows): funds, investors, service providers, their combined target fund size and the countries they
 * are in. While loading, placeholders keep the layout; on error a short note with a retry (a home page
 * stays useful without its figures).
 */
export function LiveFigures({ title = 'Fundnet today' }: { title?: string }) {
  const headingId = useId();
  const stats = useDiscoveryStats();
  const figures: Figure[] | null = stats.data
    ? [
        { label: 'Funds', value: count(stats.data.funds) },
        { label: 'Investors', value: count(stats.data.investors) },
        { label: 'Service providers', value: count(stats.data.serviceProviders) },
        { label: 'Combined target fund size', value: usd(stats.data.totalTargetFundSizeUsd) },
        { label: 'Countries', value: count(stats.data.countries) },
      ]
    : null;
  const empty = stats.data && stats.data.funds + stats.data.investors + stats.data.serviceProviders === 0;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      aria-busy={stats.isPending}
      sx={{ p: { xs: 2.5, md: 3 }, mb: 5 }}
    >
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {stats.isError && !stats.data ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            The live figures are unavailable right now.
          </Typography>
          <Button size="small" variant="outlined" onClick={() => void stats.refetch()}>
            Try again
          </Button>
        </Box>
      ) : empty ? (
        <Typography variant="body1" color="text.secondary">
          The network is just opening: the first profiles are being reviewed. Join now and be among the first to be discovered.
        </Typography>
      ) : (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' } }}
        >
          {(figures ?? placeholders.map((label) => ({ label, value: '' }))).map((figure) => (
            <Box key={figure.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {figure.label}
              </Typography>
              <Typography component="dd" variant="h4" sx={{ m: 0, fontWeight: 700 }}>
                {figures ? figure.value : <Skeleton width="60%" aria-hidden />}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
