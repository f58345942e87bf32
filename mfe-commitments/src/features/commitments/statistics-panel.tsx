import { type ActiveProfile, useCommitmentGraph, useCommitmentStatistics, useProfileInteractions } from '@fundnet/api-client';
import { LoadingState, SectionCard } from '@fundnet/design-system';
import { BarChart, LineChart } from '@fundnet/design-system/data';
import { investorTypeOptions } from '@fundnet/validation-schema';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { CurrencyNote } from './closing-goals';
import { formatMoney, formatMoneyCompact, formatPercent } from './format';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Box sx={{ minWidth: 150, flex: '1 1 150px' }} role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Box>
  );
}

/** No answer yet: loading, or that it failed; never figures or an empty state the server has not confirmed. */
function Pending({ failed, what }: { failed: boolean; what: string }) {
  return failed ? (
    <Typography color="error">{`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded. Reload the page to try again.`}</Typography>
  ) : (
    <LoadingState compact label={`Loading ${what}…`} />
  );
}

const RANGES = [
  { value: '30', label: 'Last month' },
  { value: '90', label: 'Last 3 months' },
  { value: '365', label: 'Last year' },
] as const;

/** Profile interactions (the three rates) and statistics of the book (product §2), with the pass-reason analytics. */
export function StatisticsPanel({ profile }: { profile: ActiveProfile }) {
  const [days, setDays] = useState('365');
  const from = new Date(Date.now() - Number(days) * 86_400_000).toISOString().slice(0, 10);
  const { data: rates, isError: ratesFailed } = useProfileInteractions(profile, { from });
  const { data: stats, isError: statsFailed } = useCommitmentStatistics(profile);
  const currency = stats?.currency ?? null;
  return (
    <Stack spacing={3}>
      <SectionCard
        title="Profile interactions"
        actions={
          <TextField select size="small" label="Period" value={days} onChange={(e) => setDays(e.target.value)} sx={{ minWidth: 150 }}>
            {RANGES.map((r) => (
              <MenuItem key={r.value} value={r.value}>
                {r.label}
              </MenuItem>
            ))}
          </TextField>
        }
      >
        {/* Zeros before the answer would be false figures: loading until the rates are known (issue 34 item 10a). */}
        {!rates ? (
          <Pending failed={ratesFailed} what="the interactions" />
        ) : (
          <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
            <Figure
              label="Pass-opportunity rate"
              value={formatPercent(rates.passOpportunityRate)}
              hint={`${rates.passed ?? 0} LPs passed`}
            />
            <Figure label="Feedback rate" value={formatPercent(rates.feedbackRate)} hint={`${rates.gaveFeedback ?? 0} LPs gave feedback`} />
            <Figure label="Commitment rate" value={formatPercent(rates.commitmentRate)} hint={`${rates.committed ?? 0} LPs committed`} />
            <Figure
              label="LPs interacted with"
              value={String(rates.uniqueInvestors ?? 0)}
              hint={`${rates.interactions ?? 0} interactions`}
            />
          </Stack>
        )}
      </SectionCard>
      <SectionCard title="Statistics">
        {!stats ? (
          <Pending failed={statsFailed} what="the statistics" />
        ) : (
          <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
            <Figure label="Unique investors" value={String(stats.uniqueInvestors ?? 0)} />
            <Figure label="Average soft commitment" value={formatMoney(stats.averageSoftCommitment, currency)} />
            <Figure label="Average hard commitment" value={formatMoney(stats.averageHardCommitment, currency)} />
            <Figure label="Returning LPs" value={String(stats.returningLps ?? 0)} />
            <Figure
              label="Heat"
              value={`${stats.heat.hot ?? 0} hot · ${stats.heat.warm ?? 0} warm`}
              hint={`${stats.heat.cold ?? 0} cold`}
            />
            <Figure
              label="Average closing time"
              value={stats.averageClosingDays == null ? '—' : `${stats.averageClosingDays} days`}
              hint="Soft to hard"
            />
          </Stack>
        )}
        {stats && currency && <CurrencyNote progress={stats} currency={currency} />}
      </SectionCard>
      <Graphs profile={profile} />
    </Stack>
  );
}

function Graphs({ profile }: { profile: ActiveProfile }) {
  const [period, setPeriod] = useState<'week' | 'month' | 'quarter'>('month');
  const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const { data: raise } = useCommitmentGraph(profile, 'commitments', { from, period, type: 'all' });
  const { data: reasons, isError: reasonsFailed } = useCommitmentGraph(profile, 'pass-reasons', { type: 'reason', from: '2000-01-01' });
  const { data: byType } = useCommitmentGraph(profile, 'pass-reasons', { type: 'lpType', from: '2000-01-01' });
  const nonZero = (labels: string[], values: number[]) => labels.map((l, i) => [l, values[i] ?? 0] as const).filter(([, v]) => v > 0);
  const reasonPairs = reasons ? nonZero(reasons.labels, reasons.series[0]?.values ?? []) : [];
  const typePairs = byType ? nonZero(byType.labels, byType.series[0]?.values ?? []) : [];
  return (
    <SectionCard
      title="The raise over time"
      actions={
        <TextField
          select
          size="small"
          label="Period"
          value={period}
          onChange={(e) => setPeriod(e.target.value as typeof period)}
          sx={{ minWidth: 130 }}
        >
          <MenuItem value="week">Week</MenuItem>
          <MenuItem value="month">Month</MenuItem>
          <MenuItem value="quarter">Quarter</MenuItem>
        </TextField>
      }
    >
      <Stack spacing={3}>
        {raise && (
          <LineChart
            title="Soft and hard commitments, cumulative"
            xAxis={[{ data: raise.labels, scaleType: 'point' }]}
            yAxis={[{ valueFormatter: (value: number | null) => formatMoneyCompact(value, raise.currency), width: 64 }]}
            series={raise.series.map((s) => ({ data: s.values, label: s.label, showMark: false }))}
            // Room for the top amount ("€100M") and the last date, which the default margins cut.
            margin={{ right: 48 }}
            height={280}
          />
        )}
        {raise?.currency && <CurrencyNote progress={raise} currency={raise.currency} />}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box sx={{ flex: 1 }}>
            {!reasons ? (
              <Pending failed={reasonsFailed} what="the pass reasons" />
            ) : reasonPairs.length ? (
              <BarChart
                title="Pass reasons"
                layout="horizontal"
                yAxis={[{ data: reasonPairs.map(([l]) => l), scaleType: 'band', width: 180 }]}
                xAxis={[{ tickMinStep: 1 }]}
                series={[{ data: reasonPairs.map(([, v]) => v), label: 'Passes' }]}
                height={Math.max(200, reasonPairs.length * 36)}
              />
            ) : (
              <Typography color="text.secondary">No passes recorded yet.</Typography>
            )}
          </Box>
          <Box sx={{ flex: 1 }}>
            {typePairs.length > 0 && (
              // Horizontal like the reasons: LP type names ("Sovereign wealth fund") are too long for a band on the x axis,
              // where the chart skipped the labels that did not fit.
              <BarChart
                title="Passes by LP type"
                layout="horizontal"
                yAxis={[{ data: typePairs.map(([l]) => l), scaleType: 'band', width: 180 }]}
                xAxis={[{ tickMinStep: 1 }]}
                series={[{ data: typePairs.map(([, v]) => v), label: 'Passes' }]}
                height={Math.max(200, typePairs.length * 36)}
              />
            )}
          </Box>
        </Stack>
        <Typography variant="caption" color="text.secondary">
          LP types follow the investor types of the book ({investorTypeOptions.length} types); passes by LPs not yet in the book show as
          “Platform LP”.
        </Typography>
      </Stack>
    </SectionCard>
  );
}
