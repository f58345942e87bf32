import type { ActiveProfile, TrackRecord } from '@fundnet/api-client';
import { trackRecordCharts } from '@fundnet/validation-schema';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ChartCard } from './chart-card';
import { InvestmentsGrid } from './investments-grid';
import { MetricsPanel } from './metrics-panel';

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
            <InvestmentsGrid
              profile={profile}
              ownProfile={own}
              trackRecordId={record.id}
              sheetId={sheet.id}
              currency={record.currency.value}
              visitorToken={visitorToken}
              canExport={canExport}
            />
          </Box>
          <Box component="section" aria-labelledby="charts-heading">
            <Typography id="charts-heading" variant="h6" component="h2" gutterBottom>
              Charts
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
              {charts.map((chart) => (
                <ChartCard
                  key={chart.key}
                  chartKey={chart.key}
                  profile={profile}
                  trackRecordId={record.id}
                  sheetId={sheet.id}
                  visitorToken={visitorToken}
                />
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
