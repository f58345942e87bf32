import type { TrackRecord } from '@fundnet/api-client';
import { ManagedHelp } from '@fundnet/design-system';
import {
  Alert,
  Box,
  Button,
  Chip,
  Collapse,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { formatMoney, formatMultiple, irrText } from '../../shared/format';

/** The track record's computed figures; each can show its formula and the cash flows behind it. */
export function MetricsPanel({ record }: { record: TrackRecord }) {
  const m = record.metrics;
  const [open, setOpen] = useState<string | null>(null);
  const cards: Array<{ key: string; label: string; value: string; flagged?: boolean; reported?: string }> = [
    { key: 'tvpi', label: 'TVPI', value: formatMultiple(m.tvpi) },
    { key: 'dpi', label: 'DPI', value: formatMultiple(m.dpi) },
    { key: 'rvpi', label: 'RVPI', value: formatMultiple(m.rvpi) },
    {
      key: 'grossMoic',
      label: 'Gross MOIC',
      value: formatMultiple(m.grossMoic),
      flagged: m.flagged.includes('grossMoic'),
      reported: m.reported.grossMoic === null ? undefined : formatMultiple(m.reported.grossMoic),
    },
    { key: 'realizedMoic', label: 'Realized MOIC', value: formatMultiple(m.realizedMoic) },
    { key: 'irr', label: 'IRR', value: irrText(m.irr, m.irrReason) },
  ];
  return (
    <Box component="section" aria-label="Computed metrics">
      <Stack sx={{ flexWrap: 'wrap' }} direction="row" useFlexGap spacing={2}>
        {cards.map((card) => (
          // minWidth 0: a card's content (the flag chip) wraps inside it instead of spilling out of its track.
          <Paper key={card.key} variant="outlined" sx={{ p: 2, minWidth: 0, flex: '1 1 150px' }}>
            <Typography variant="overline" component="h3">
              {card.label}
              {/* `trackRecord.<metric>` in /admin/tooltips: trackRecord.grossMoic, trackRecord.tvpi, trackRecord.irr… */}
              <ManagedHelp helpKey={`trackRecord.${card.key}`} label={card.label} sx={{ ml: 0.5, my: -0.5 }} />
            </Typography>
            <Typography variant="h5" component="p" data-testid={`metric-${card.key}`}>
              {card.value}
            </Typography>
            {card.reported && (
              <Stack sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5, columnGap: 1, minWidth: 0 }} direction="row">
                <Typography variant="body2" color="text.secondary">
                  Reported {card.reported}
                </Typography>
                {card.flagged && (
                  <Chip
                    size="small"
                    color="warning"
                    label="Differs from computed"
                    // A chip's label is one line by default: on a narrow card it wraps instead of running past the border
                    // (one line stays the small chip's 24 px).
                    sx={{ maxWidth: '100%', height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal' } }}
                  />
                )}
              </Stack>
            )}
            <Button size="small" onClick={() => setOpen(open === card.key ? null : card.key)} aria-expanded={open === card.key}>
              {open === card.key ? 'Hide how' : 'How is this computed?'}
            </Button>
          </Paper>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Paid-in {formatMoney(m.paidIn, m.currency)} · distributions {formatMoney(m.distributions, m.currency)} · NAV{' '}
        {formatMoney(m.nav, m.currency)} · {m.investments} investments · as of {m.asOf}
      </Typography>
      <Collapse in={open !== null} unmountOnExit>
        {open && (
          <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
            <Typography variant="subtitle2" component="p">
              {m.formulas[open] ?? m.formulas.grossMoic}
            </Typography>
            {open === 'irr' && m.irrReason && (
              <Alert severity="info" sx={{ my: 1 }}>
                {irrText(null, m.irrReason)}
              </Alert>
            )}
            <Table size="small" aria-label="Cash flows" sx={{ mt: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell>Flow</TableCell>
                  <TableCell align="right">Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {m.flows.slice(0, 200).map((flow, i) => (
                  <TableRow key={`${flow.date}-${i}`}>
                    <TableCell>{flow.date}</TableCell>
                    <TableCell>{flow.label}</TableCell>
                    <TableCell align="right">{formatMoney(flow.amount, m.currency)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {m.flows.length > 200 && <Typography variant="body2">First 200 of {m.flows.length} flows.</Typography>}
          </Paper>
        )}
      </Collapse>
    </Box>
  );
}
