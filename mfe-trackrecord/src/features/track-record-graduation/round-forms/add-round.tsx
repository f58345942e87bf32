import { type ActiveProfile, type GraduationFund, usePostGraduation } from '@fundnet/api-client';
import type { GraduationRoute } from '@fundnet/validation-schema';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { UnsavedChangesGuard } from '@fundnet/design-system';
import { RoundForm } from './round-form';
import { roundKindOptions } from './round-kinds';

export interface AddRoundProps {
  profile: ActiveProfile;
  data: GraduationFund;
  trackRecordId: string;
  sheetId: string;
  /** The track record's currency. */
  currency: string;
}

/**
 * Records a graduation of one of the fund's companies: the GP picks the round type (one of the seven graduation
 * routes), fills that round's form and posts it to api/track-record-graduation/{route}/{trackRecordId}/{sheetId}.
 */
export function AddRound({ profile, data, trackRecordId, sheetId, currency }: AddRoundProps) {
  // Starts the refresh of statistics, cohorts and companies without waiting for it: the form is emptied at once.
  const addRound = usePostGraduation(profile);
  const [kind, setKind] = useState<GraduationRoute>('primaryEquity');
  const [done, setDone] = useState<string | null>(null);
  const companies = useMemo(() => data.companies.map((c) => ({ value: c.investmentId, label: c.companyName })), [data.companies]);
  const kindLabel = roundKindOptions.find((option) => option.value === kind)?.label ?? kind;
  return (
    <Stack spacing={2.5}>
      <TextField
        select
        label="Round type"
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as GraduationRoute);
          setDone(null);
        }}
        helperText="The kind of funding round or valuation update to record."
        sx={{ maxWidth: 360 }}
      >
        {roundKindOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {/* A round being typed in is not lost by a link or Back: leaving asks first. */}
      <UnsavedChangesGuard>
        <RoundForm
          // A new form per kind: each has its own fields and schema.
          key={`${kind}-${trackRecordId}-${sheetId}`}
          kind={kind}
          companies={companies}
          currency={currency}
          aria-label={`Add a round: ${kindLabel}`}
          onSubmit={async (body) => {
            setDone(null);
            await addRound.mutateAsync({ kind, trackRecordId, sheetId, body });
            setDone('The round was added.');
          }}
        />
      </UnsavedChangesGuard>
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
    </Stack>
  );
}
