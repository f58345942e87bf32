import type { ActiveProfile, TrackRecord } from '@fundnet/api-client';
import { lazyPage, NearScreen } from '@fundnet/app-runtime';
import { trackRecordCharts } from '@fundnet/validation-schema';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ChartCardPlace } from './chart-card-place';
import { MetricsPanel } from './metrics-panel';

/** The grid's place while its code loads: the filters, the export row and the grid's fixed 560 px. */
const gridPlace = <Skeleton variant="rounded" height={680} />;
/** A chart's place while its code loads: the card's own pending frame. */
const chartPlace = <ChartCardPlace />;

// The grid (MUI X Data Grid) and the charts (MUI X Charts) are most of a track record's code (212 KB of 230): each is
// a chunk of its own, fetched when its place comes near the screen (issue 33), so a share link's visitor who reads
// the metrics at the top of the track record does not wait on them.
const InvestmentsGrid = lazyPage(() => import('./investments-grid'), 'InvestmentsGrid', gridPlace);
const ChartCard = lazyPage(() => import('./chart-card'), 'ChartCard', chartPlace);

/**
 * A track record's metrics, investments grid and charts (what the fund manages and, when visible, what visitors see).
 * With `visitorToken`, every read goes as that share-link visitor (the shared track record parcel).
 */
export function TrackRecordView({
  profile,
  record,
  own,
  visitorToken,
  canExport = true,
}: {
  profile: ActiveProfile | null;
  record: TrackRecord;
  own: boolean;
  visitorToken?: string | null;
  /** Offer the grid's export (false for a share link without canDownload). */
  canExport?: boolean;
}) {
  const sheet = record.sheets[0];
  const [allCharts, setAllCharts] = useState(false);
  const charts = allCharts ? trackRecordCharts : trackRecordCharts.slice(0, 6);
  return (
    <Stack spacing={3}>
      <MetricsPanel record={record} />
      {sheet && (
        <>
          <Box component="section" aria-labelledby="investments-heading">
            <Typography id="investments-heading" variant="h6" component="h2" gutterBottom>
              Investments
            </Typography>
            <NearScreen placeholder={gridPlace}>
              <InvestmentsGrid
                profile={profile}
                ownProfile={own}
                trackRecordId={record.id}
                sheetId={sheet.id}
                currency={record.currency.value}
                visitorToken={visitorToken}
                canExport={canExport}
              />
            </NearScreen>
          </Box>
          <Box component="section" aria-labelledby="charts-heading">
            <Typography id="charts-heading" variant="h6" component="h2" gutterBottom>
              Charts
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
              {charts.map((chart) => (
                <NearScreen key={chart.key} placeholder={chartPlace}>
                  <ChartCard
                    chartKey={chart.key}
                    profile={profile}
                    trackRecordId={record.id}
                    sheetId={sheet.id}
                    visitorToken={visitorToken}
                  />
                </NearScreen>
              ))}
            </Box>
            <Button sx={{ mt: 1 }} onClick={() => setAllCharts(!allCharts)}>
              {allCharts ? 'Show fewer charts' : `Show all ${trackRecordCharts.length} charts`}
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}
