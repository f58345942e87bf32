import {
  type ActiveProfile,
  type GraduationFund,
  postGraduation,
  trackRecordKeys,
  useGraduations,
  useSession,
  useTrackRecords,
} from '@fundnet/api-client';
import {
  EmptyState,
  ErrorPanel,
  LinkButton,
  LoadingState,
  PageContainer,
  PageHeader,
  SectionCard,
  useDocumentTitle,
} from '@fundnet/design-system';
import { stages } from '@fundnet/validation-schema';
import {
  Alert,
  Box,
  Button,
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
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatMoney, formatMultiple, formatPercent } from '../../shared/format';
import { CohortHeatMap } from './cohort-heat-map';

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

const eur = (value: string, currency: string) => ({ value: Number(value), currency });

/** A primary-equity round (the most common graduation) in which the fund may have taken part. */
function AddRound({
  profile,
  data,
  trackRecordId,
  sheetId,
  currency,
}: {
  profile: ActiveProfile;
  data: GraduationFund;
  trackRecordId: string;
  sheetId: string;
  currency: string;
}) {
  const queryClient = useQueryClient();
  const [v, setV] = useState<Record<string, string>>({
    investmentId: '',
    nameOfGraduation: '',
    stageOfInvestment: '',
    closingDate: '',
    pre: '',
    post: '',
    total: '',
    invested: '',
    ownership: '',
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [done, setDone] = useState<string | null>(null);
  const set = (key: string) => (e: { target: { value: string } }) => setV({ ...v, [key]: e.target.value });
  const participated = (v.invested ?? '').trim() !== '';
  async function submit() {
    setDone(null);
    const body: Record<string, unknown> = {
      investmentId: v.investmentId,
      nameOfGraduation: v.nameOfGraduation,
      stageOfInvestment: v.stageOfInvestment || undefined,
      closingDate: v.closingDate,
      currency,
      preMoneyValuation: v.pre ? eur(v.pre, currency) : undefined,
      postMoneyValuation: v.post ? eur(v.post, currency) : undefined,
      totalInvestmentAmount: v.total ? eur(v.total, currency) : undefined,
      sharePrice: eur('1', currency),
      sharesOutstandingPreRound: Math.round(Number(v.pre || 0)),
      sharesOutstandingPostRound: Math.round(Number(v.post || 0)),
      newSharesIssued: Math.round(Number(v.total || 0)),
      securityType: 'Share',
      shareClassOfShares: 'Preferred',
      fundParticipated: participated,
      ...(participated
        ? {
            fundEntityName: 'Fund',
            role: 'Follow',
            sharesOwnedPreRound: 0,
            ownershipPreRound: 0,
            sharesAcquiredInRound: Math.round(Number(v.invested)),
            investmentAmount: eur(v.invested ?? '0', currency),
            sharesOwnedPostRound: Math.round(Number(v.invested)),
            ownershipPostRound: v.ownership ? Number(v.ownership) : 0,
            liquidationPreference: 'NonParticipating',
          }
        : {}),
    };
    try {
      await postGraduation(profile, 'primaryEquity', trackRecordId, sheetId, body);
      setErrors({});
      setDone('The round was added.');
      await queryClient.invalidateQueries({ queryKey: trackRecordKeys.all });
    } catch (error) {
      setErrors(
        (error as { fieldErrors?: Record<string, string[]>; errors?: Record<string, string[]> }).fieldErrors ??
          (error as { errors?: Record<string, string[]> }).errors ??
          {},
      );
    }
  }
  const err = (key: string) => ({ error: Boolean(errors[key]), helperText: errors[key]?.[0] });
  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      aria-label="Add a primary equity round"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField select label="Company" value={v.investmentId} onChange={set('investmentId')} required {...err('investmentId')}>
        {data.companies.map((c) => (
          <MenuItem key={c.investmentId} value={c.investmentId}>
            {c.companyName}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Name of graduation"
          value={v.nameOfGraduation}
          onChange={set('nameOfGraduation')}
          required
          {...err('nameOfGraduation')}
        />
        <TextField
          select
          label="Stage of investment"
          value={v.stageOfInvestment}
          onChange={set('stageOfInvestment')}
          required
          sx={{ minWidth: 180 }}
          {...err('stageOfInvestment')}
        >
          {stages.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Closing date"
          type="date"
          value={v.closingDate}
          onChange={set('closingDate')}
          required
          slotProps={{ inputLabel: { shrink: true } }}
          {...err('closingDate')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField label="Pre-money valuation" type="number" value={v.pre} onChange={set('pre')} required {...err('preMoneyValuation')} />
        <TextField
          label="Post-money valuation"
          type="number"
          value={v.post}
          onChange={set('post')}
          required
          {...err('postMoneyValuation')}
        />
        <TextField label="Round size" type="number" value={v.total} onChange={set('total')} required {...err('totalInvestmentAmount')} />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Fund investment amount (leave empty if the fund did not take part)"
          type="number"
          value={v.invested}
          onChange={set('invested')}
          sx={{ minWidth: 360 }}
          {...err('investmentAmount')}
        />
        <TextField
          label="Fund ownership after the round (%)"
          type="number"
          value={v.ownership}
          onChange={set('ownership')}
          disabled={!participated}
          {...err('ownershipPostRound')}
        />
      </Stack>
      {done && <Alert severity="success">{done}</Alert>}
      <Box>
        <Button type="submit" variant="contained">
          Add round
        </Button>
      </Box>
    </Stack>
  );
}

function Rates({ profile }: { profile: ActiveProfile }) {
  const { trackRecordId: routeId } = useParams();
  const records = useTrackRecords(profile);
  const [selected, setSelected] = useState<string | null>(routeId ?? null);
  const record = records.data?.items.find((r) => r.id === selected) ?? records.data?.items[0];
  const sheetId = record?.sheets[0]?.id;
  const { data, isPending, isError } = useGraduations(profile, record?.id, sheetId);
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
        onChange={(e) => setSelected(e.target.value)}
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
          <SectionCard title="Add a primary equity round">
            <AddRound profile={profile} data={data} trackRecordId={record.id} sheetId={sheetId} currency={currency} />
          </SectionCard>
          <SectionCard title="Cohorts">
            <CohortHeatMap profile={profile} trackRecordId={record.id} sheetId={sheetId} />
          </SectionCard>
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
                      <TableCell>{c.companyName}</TableCell>
                      <TableCell>{c.investmentStatus}</TableCell>
                      <TableCell>{c.dealOrigination ?? '—'}</TableCell>
                      <TableCell>{c.stageOfLastGraduation ?? '—'}</TableCell>
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
        </>
      )}
    </Stack>
  );
}

/** /graduationRates and /fund/graduationRates/:trackRecordId/edit: graduation statistics of the fund's portfolio companies. */
export function GraduationRatesPage() {
  useDocumentTitle('Graduation rates');
  const { activeProfile } = useSession();
  return (
    <PageContainer maxWidth="lg">
      <PageHeader title="Graduation rates" subtitle="How your portfolio companies progress to later rounds, exits and write-offs." />
      {activeProfile?.type !== 'fund' ? (
        <EmptyState
          title="No fund selected"
          description="Choose a fund profile to see its graduation rates."
          action={<LinkButton to="/selectProfile">Choose a profile</LinkButton>}
        />
      ) : (
        <Rates profile={activeProfile} />
      )}
    </PageContainer>
  );
}
