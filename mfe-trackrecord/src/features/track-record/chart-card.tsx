import { type ActiveProfile, useChart } from '@fundnet/api-client';
import { compactParts, EN_US_COMPACT_SCALES } from '@fundnet/design-system';
import { BarChart, LineChart, PieChart } from '@fundnet/design-system/data';
import type { TrackRecordChartKey } from '@fundnet/validation-schema';
import { Button, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { formatChartValue } from '../../shared/format';
import { ChartCardPlace } from './chart-card-place';

// The axes' numbers ('1.2M') written without Intl: a formatter made when this module loads loaded the browser's locale
// data in the same task (issue 33); compactParts writes what Intl's en compact notation writes (its tests compare).
const compact = (value: number | null) => {
  if (value === null) return '';
  const parts = compactParts(value, EN_US_COMPACT_SCALES);
  return parts
    ? `${parts.sign}${parts.digits}`
    : new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
};

/** One chart of forms §2 with a visible table alternative (toggle) besides the wrapper's screen-reader table. */
export function ChartCard({
  chartKey,
  profile,
  trackRecordId,
  sheetId,
  visitorToken,
}: {
  chartKey: TrackRecordChartKey;
  profile: ActiveProfile | null;
  trackRecordId: string;
  sheetId: string;
  /** A share-link visitor's token: the chart is read as that visitor. */
  visitorToken?: string | null;
}) {
  const { data: chart, isPending, isError } = useChart(profile, chartKey, trackRecordId, sheetId, visitorToken);
  const [asTable, setAsTable] = useState(false);
  if (isPending) return <ChartCardPlace />;
  if (isError || !chart)
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        This chart could not be loaded.
      </Paper>
    );
  const empty = chart.categories.length === 0;
  const valueFormatter = (value: number | null) => formatChartValue(chart, value);
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid={`chart-${chart.key}`}>
      {empty ? (
        <>
          <Typography variant="subtitle1" component="h3">
            {chart.title}
          </Typography>
          <Typography color="text.secondary">No data for this chart yet.</Typography>
        </>
      ) : asTable ? (
        <>
          <Typography variant="subtitle1" component="h3">
            {chart.title}
          </Typography>
          <Table size="small" aria-label={`${chart.title} (table)`}>
            <TableHead>
              <TableRow>
                <TableCell>Category</TableCell>
                {chart.series.map((s) => (
                  <TableCell key={s.label} align="right">
                    {s.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {chart.categories.map((category, i) => (
                <TableRow key={category}>
                  <TableCell>{category}</TableCell>
                  {chart.series.map((s) => (
                    <TableCell key={s.label} align="right">
                      {valueFormatter(s.data[i] ?? null)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ) : chart.kind === 'pie' ? (
        <PieChart
          title={chart.title}
          description={chart.note ?? undefined}
          height={240}
          series={[
            {
              data: chart.categories.map((label, i) => ({ id: label, label, value: chart.series[0]?.data[i] ?? 0 })),
              valueFormatter: (item) => valueFormatter(item.value),
            },
          ]}
        />
      ) : chart.kind === 'line' ? (
        <LineChart
          title={chart.title}
          description={chart.note ?? undefined}
          height={240}
          xAxis={[{ scaleType: 'point', data: chart.categories }]}
          yAxis={[{ valueFormatter: compact, width: 56 }]}
          series={chart.series.map((s) => ({ label: s.label, data: s.data, valueFormatter }))}
        />
      ) : (
        <BarChart
          title={chart.title}
          description={chart.note ?? undefined}
          height={240}
          xAxis={[{ scaleType: 'band', data: chart.categories }]}
          yAxis={[{ valueFormatter: compact, width: 56 }]}
          series={chart.series.map((s) => ({ label: s.label, data: s.data, valueFormatter }))}
        />
      )}
      {chart.note && !empty && asTable && (
        <Typography variant="body2" color="text.secondary">
          {chart.note}
        </Typography>
      )}
      {!empty && (
        <Button size="small" onClick={() => setAsTable(!asTable)}>
          {asTable ? `Show ${chart.title} as a chart` : `Show ${chart.title} as a table`}
        </Button>
      )}
    </Paper>
  );
}
