import { lazyPage, useSearchParamsUpdate } from '@fundnet/app-runtime';
import { type ActiveProfile, type GraduationFund, useGraduations, useTrackRecords } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, LinkButton, LoadingState, SectionCard } from '@fundnet/design-system';
import { optionText, stageOptions, trackRecordInvestmentStatusOptions } from '@fundnet/validation-schema';
import {
  Box,
  Button,
  Link,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatMoney, formatMultiple, formatPercent } from '../../shared/format';
import { CohortHeatMap } from './cohort-heat-map';

/**
 * The round forms (react-hook-form, the seven round schemas and their inputs) load after the statistics, so the
 * page's first load stays within its budget (scripts/check-bundle-budgets.mjs).
 */
const AddRound = lazyPage(() => import('./round-forms/add-round'), 'AddRound');
/** The per-company overview and its side panel load when first opened (it names the round kinds of the round forms). */
const CompanyOverviewDrawer = lazyPage(() => import('./company-overview'), 'CompanyOverviewDrawer');

const months = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} months`);

function Statistics({ data, currency }: { data: GraduationFund; currency: string }) {
  const s = data.statistics;
  const figures: Array<[string, string]> = [
    ['Total invested', formatMoney(s.totalInvested, currency)],
    ['Total raised', formatMoney(s.totalRaised, currency)],
    ['Funding ratio', formatMultiple(s.fundingRatio)],
    ['Graduation rate', formatPercent(s.graduationRate)],
    ['Exits', String(s.exits)],
    ['Exit rate', formatPercent(s.exitRate)],
    ['Average MOIC', formatMultiple(s.averageMoic)],
    ['Write-offs', String(s.writeOffs)],
    ['Write-off rate', formatPercent(s.writeOffRate)],
    ['Time to graduation', months(s.monthsToGraduation)],
    ['Time to exit', months(s.monthsToExit)],
    ['Time to write-off', months(s.monthsToWriteOff)],
  ];
  return (
    <Box
      component="section"
      aria-label="Graduation statistics"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}
    >
      {figures.map(([label, value]) => (
        <Paper key={label} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="overline" component="h3">
            {label}
          </Typography>
          <Typography variant="h6" component="p" data-testid={`stat-${label}`}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** A fund's graduation statistics: the track record picker, the figures, the cohort heat map and the companies. */
export function Rates({ profile }: { profile: ActiveProfile }) {
  const { trackRecordId: routeId } = useParams();
  const records = useTrackRecords(profile);
  const [selected, setSelected] = useState<string | null>(routeId ?? null);
  const record = records.data?.items.find((r) => r.id === selected) ?? records.data?.items[0];
  const sheetId = record?.sheets[0]?.id;
  const { data, isPending, isError } = useGraduations(profile, record?.id, sheetId);
  // The open company lives in the address (?company=<investment id>), so an overview can be linked to and reloaded.
  const [params, updateParams] = useSearchParamsUpdate();
  const openCompany = params.get('company');
  const showCompany = (investmentId: string | null) =>
    updateParams((next) => (investmentId ? next.set('company', investmentId) : next.delete('company')));
  // The 16-field round form is opened on demand once the fund has rounds (the figures and cohorts come first); with none
  // yet it is what the page is for, so it opens by itself. Decided once per track record (adding the first round must
  // not fold the form away under the user), and the user's own choice wins after that.
  const [roundForm, setRoundForm] = useState<'open' | 'closed' | null>(null);
  const [roundFormUsed, setRoundFormUsed] = useState(false);
  const hasRounds = data?.companies.some((c) => c.graduations.length > 0) ?? false;
  useEffect(() => {
    if (data && roundForm === null) setRoundForm(hasRounds ? 'closed' : 'open');
  }, [data, hasRounds, roundForm]);
  const roundFormOpen = roundForm ? roundForm === 'open' : !hasRounds;
  useEffect(() => {
    if (roundFormOpen) setRoundFormUsed(true);
  }, [roundFormOpen]);
  if (records.isPending) return <LoadingState label="Loading track records…" />;
  // A failed read says so (it showed "No graduation rates yet", or loaded forever).
  if (records.isError) return <ErrorPanel title="Track records could not be loaded" />;
  if (!record || !sheetId)
    return (
      <EmptyState
        title="No graduation rates yet"
        description="Graduation rates are computed from the companies in your track records."
        action={<LinkButton to="/settings/portfolioAndTrackRecords">Your track records</LinkButton>}
      />
    );
  const currency = record.currency.value;
  return (
    <Stack spacing={3}>
      <TextField
        select
        size="small"
        label="Track record"
        value={record.id}
        onChange={(e) => {
          setSelected(e.target.value);
          setRoundForm(null);
          setRoundFormUsed(false);
        }}
        sx={{ maxWidth: 320 }}
      >
        {records.data?.items.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      {isError ? (
        <ErrorPanel title="Graduation rates could not be loaded" />
      ) : isPending || !data ? (
        <LoadingState label="Loading graduation rates…" />
      ) : (
        <>
          <Statistics data={data} currency={currency} />
          <SectionCard title="Cohorts">
            {hasRounds ? (
              <CohortHeatMap profile={profile} trackRecordId={record.id} sheetId={sheetId} />
            ) : (
              <Typography color="text.secondary">
                No rounds recorded yet. Add your companies' rounds below: cohorts and graduation rates are computed from them.
              </Typography>
            )}
          </SectionCard>
          {roundFormOpen || roundFormUsed ? (
            // Hidden, not unmounted: a half-filled round survives "Hide" (nothing typed is lost).
            <Box hidden={!roundFormOpen}>
              <SectionCard
                title="Add a round"
                actions={hasRounds ? <Button onClick={() => setRoundForm('closed')}>Hide</Button> : undefined}
              >
                <AddRound profile={profile} data={data} trackRecordId={record.id} sheetId={sheetId} currency={currency} />
              </SectionCard>
            </Box>
          ) : null}
          {!roundFormOpen && (
            <Box>
              <Button variant="outlined" onClick={() => setRoundForm('open')}>
                Add a round
              </Button>
            </Box>
          )}
          <SectionCard title="Fund companies">
            <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Fund companies table">
              <Table size="small" aria-label="Fund companies">
                <TableHead>
                  <TableRow>
                    {[
                      'Company',
                      'Status',
                      'Deal origination',
                      'Last graduation stage',
                      'Initial investment',
                      'Total invested',
                      'Latest valuation',
                      'Realized',
                      'Unrealized FMV',
                      'Gain/loss',
                      'MOIC',
                      'Sector',
                      'Country',
                      'Ownership',
                      '% of cost',
                    ].map((h) => (
                      <TableCell key={h}>{h}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.companies.map((c) => (
                    <TableRow key={c.investmentId}>
                      <TableCell>
                        <Link
                          component="button"
                          type="button"
                          onClick={() => showCompany(c.investmentId)}
                          aria-label={`Open the overview of ${c.companyName}`}
                          sx={{ textAlign: 'left' }}
                        >
                          {c.companyName}
                        </Link>
                      </TableCell>
                      <TableCell>{optionText(trackRecordInvestmentStatusOptions, c.investmentStatus)}</TableCell>
                      <TableCell>{c.dealOrigination ?? '—'}</TableCell>
                      <TableCell>{c.stageOfLastGraduation ? optionText(stageOptions, c.stageOfLastGraduation) : '—'}</TableCell>
                      <TableCell>{c.dateOfInitialInvestment ?? '—'}</TableCell>
                      <TableCell>{formatMoney(c.totalInvested, currency)}</TableCell>
                      <TableCell>{formatMoney(c.latestValuation, currency)}</TableCell>
                      <TableCell>{formatMoney(c.realizedValue, currency)}</TableCell>
                      <TableCell>{formatMoney(c.unrealizedFmv, currency)}</TableCell>
                      <TableCell>{formatMoney(c.gainLoss, currency)}</TableCell>
                      <TableCell>{formatMultiple(c.moic)}</TableCell>
                      <TableCell>{c.primarySector ?? '—'}</TableCell>
                      <TableCell>{c.companyLocationCountry ?? '—'}</TableCell>
                      <TableCell>{c.ownership === null ? '—' : `${c.ownership} %`}</TableCell>
                      <TableCell>{c.percentOfPortfolioAtCosts === null ? '—' : `${c.percentOfPortfolioAtCosts.toFixed(1)} %`}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </SectionCard>
          {openCompany && (
            <CompanyOverviewDrawer
              profile={profile}
              company={data.companies.find((c) => c.investmentId === openCompany)}
              currency={currency}
              onClose={() => showCompany(null)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
