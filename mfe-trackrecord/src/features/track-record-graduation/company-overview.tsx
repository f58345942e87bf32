import { type ActiveProfile, ApiError, type GraduationItem, useDeleteGraduation } from '@fundnet/api-client';
import { ConfirmDialog, DescriptionList, EmptyState, useNotify } from '@fundnet/design-system';
import { type FundCompany, optionText, stageOptions, trackRecordInvestmentStatusOptions } from '@fundnet/validation-schema';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Drawer, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { formatMoney, formatMultiple } from '../../shared/format';
import { roundKindOptions } from './round-forms/round-kinds';

const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} %`);
const kindLabel = (route: string) => roundKindOptions.find((option) => option.value === route)?.label ?? route;

export interface CompanyOverviewProps {
  profile: ActiveProfile;
  /** The company, as the latest graduation statistics list it (so a deleted round leaves at once). */
  company: FundCompany | undefined;
  currency: string;
  onClose: () => void;
}

/**
 * The per-company overview of the graduation rates page (product §2, forms §2): the company's figures and the rounds
 * recorded for it, each of which an editor can delete after confirming. The session does not carry the member role, so
 * a viewer sees the button and the server's refusal (403), as elsewhere in the fund's settings.
 */
export function CompanyOverview({ profile, company, currency, onClose }: CompanyOverviewProps) {
  const [confirming, setConfirming] = useState<GraduationItem | null>(null);
  if (!company) {
    return (
      <Box sx={{ p: 3 }}>
        <EmptyState title="This company is not in the track record" description="It may have been removed from the sheet." />
        <Button onClick={onClose}>Close</Button>
      </Box>
    );
  }
  const figures = [
    { label: 'Investment status', value: optionText(trackRecordInvestmentStatusOptions, company.investmentStatus) },
    { label: 'Deal origination', value: company.dealOrigination ?? '—' },
    { label: 'Deal originator', value: company.dealOriginator ?? '—' },
    {
      label: 'Stage of last graduation',
      value: company.stageOfLastGraduation ? optionText(stageOptions, company.stageOfLastGraduation) : '—',
    },
    { label: 'Date of initial investment', value: company.dateOfInitialInvestment ?? '—' },
    { label: 'Total invested', value: formatMoney(company.totalInvested, currency) },
    { label: 'Initial valuation', value: formatMoney(company.initialValuation, currency) },
    { label: 'Latest valuation', value: formatMoney(company.latestValuation, currency) },
    { label: 'Realized value', value: formatMoney(company.realizedValue, currency) },
    { label: 'Unrealized fair market value', value: formatMoney(company.unrealizedFmv, currency) },
    { label: 'Gain/loss', value: formatMoney(company.gainLoss, currency) },
    { label: 'MOIC', value: formatMultiple(company.moic) },
    { label: 'Sector', value: company.primarySector ?? '—' },
    { label: 'Country', value: company.companyLocationCountry ?? '—' },
    { label: 'Co-investors', value: company.coInvestors ?? '—' },
    { label: 'Ownership', value: percent(company.ownership) },
    { label: '% of portfolio at cost', value: percent(company.percentOfPortfolioAtCosts) },
    { label: '% of portfolio (unrealized FMV)', value: percent(company.percentOfPortfolioBasedOnUnrealizedFmv) },
    { label: '% of portfolio (realized value)', value: percent(company.percentOfPortfolioBasedOnRealizedValue) },
  ];
  return (
    <Stack spacing={2} sx={{ p: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'start', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2" id="company-overview-title">
          {company.companyName}
        </Typography>
        <IconButton aria-label="Close the company overview" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <DescriptionList items={figures} dense aria-label={`Figures of ${company.companyName}`} />
      <Typography variant="subtitle1" component="h3" id="company-rounds-title">
        Rounds
      </Typography>
      {company.graduations.length === 0 ? (
        <Typography color="text.secondary">No rounds recorded for this company yet.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="company-rounds-title">
            <TableHead>
              <TableRow>
                {['Round', 'Type', 'Stage', 'Closing date', 'Fund amount', 'Round size', 'Valuation', 'Actions'].map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {company.graduations.map((g) => (
                <TableRow key={g.id}>
                  <TableCell>{g.nameOfGraduation}</TableCell>
                  <TableCell>{kindLabel(g.route)}</TableCell>
                  <TableCell>{optionText(stageOptions, g.stageOfInvestment)}</TableCell>
                  <TableCell>{g.closingDate}</TableCell>
                  <TableCell>{g.fundParticipated ? formatMoney(Math.abs(g.fundAmount), currency) : 'Did not take part'}</TableCell>
                  <TableCell>{formatMoney(g.roundAmount, currency)}</TableCell>
                  <TableCell>{formatMoney(g.valuation, currency)}</TableCell>
                  <TableCell>
                    <Button color="error" size="small" onClick={() => setConfirming(g)} aria-label={`Delete round ${g.nameOfGraduation}`}>
                      Delete
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {confirming && (
        <DeleteRoundDialog profile={profile} round={confirming} companyName={company.companyName} onClose={() => setConfirming(null)} />
      )}
    </Stack>
  );
}

function DeleteRoundDialog({
  profile,
  round,
  companyName,
  onClose,
}: {
  profile: ActiveProfile;
  round: GraduationItem;
  companyName: string;
  onClose: () => void;
}) {
  const notify = useNotify();
  // Every track-record query is refreshed on success: the company, the statistics, the cohorts, the grid and metrics.
  const remove = useDeleteGraduation(profile);
  const failure = remove.error instanceof ApiError ? remove.error.message : remove.error ? 'The round could not be deleted.' : null;
  return (
    <ConfirmDialog
      open
      title={`Delete the round “${round.nameOfGraduation}”?`}
      confirmLabel="Delete round"
      confirmColor="error"
      pending={remove.isPending}
      error={failure}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(round.id, {
          onSuccess: () => {
            notify.success(`The round “${round.nameOfGraduation}” was deleted.`);
            onClose();
          },
        })
      }
    >
      {companyName}’s figures, the graduation statistics and the track record’s metrics and charts are computed again without it. This
      cannot be undone.
    </ConfirmDialog>
  );
}

/** The overview in a side panel; loaded with it, so the page's first load carries neither (its size budget). */
export function CompanyOverviewDrawer(props: CompanyOverviewProps) {
  return (
    <Drawer
      anchor="right"
      open
      onClose={props.onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'company-overview-title', sx: { width: { xs: '100%', sm: 560 } } } }}
    >
      <CompanyOverview {...props} />
    </Drawer>
  );
}
