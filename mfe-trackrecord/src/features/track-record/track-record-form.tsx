import { type ActiveProfile, type TrackRecord, useCreateTrackRecord, useUpdateTrackRecord } from '@fundnet/api-client';
import { FormDialog } from '@fundnet/design-system';
import { currencyOptions, flattenIssues, fundTrackRecordSchema, stageOptions } from '@fundnet/validation-schema';
import { Button, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import * as v from 'valibot';

type Values = Record<string, string>;
const initial = (record?: TrackRecord): Values => ({
  name: record?.name ?? '',
  website: record?.website ?? '',
  currency: record?.currency.value ?? 'EUR',
  investmentPeriodFrom: record ? String(record.investmentPeriodFrom) : '',
  investmentPeriodTo: record ? String(record.investmentPeriodTo) : '',
  numberOfInvestments: record ? String(record.numberOfInvestments) : '',
  investedCapital: record ? String(record.investedCapital.value) : '',
  stageFocus: record?.stageFocus[0]?.value ?? '',
  type: record?.type ?? '',
  RVPIconfidence: record?.RVPIconfidence ?? '',
});
const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The fund track record form (forms §3) with the messages of forms §5, checked by the shared schema. */
export function TrackRecordFormDialog({
  profile,
  record,
  open,
  onClose,
}: {
  profile: ActiveProfile;
  record?: TrackRecord;
  open: boolean;
  onClose: () => void;
}) {
  // Both refresh every track-record read before they resolve.
  const create = useCreateTrackRecord(profile);
  const update = useUpdateTrackRecord(profile);
  const [values, setValues] = useState<Values>(initial(record));
  const [startValues] = useState(values);
  const dirty = Object.keys(values).some((key) => values[key] !== startValues[key]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const set = (key: string) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value });
  const field = (key: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={values[key]}
      onChange={set(key)}
      error={Boolean(errors[key])}
      helperText={errors[key]?.[0]}
      required
      {...extra}
    />
  );

  async function submit() {
    const currency = currencyOptions.find((c) => c.value === values.currency);
    const body = {
      name: values.name,
      website: values.website || null,
      currency: currency ? { label: currency.label, value: currency.value } : undefined,
      investmentPeriodFrom: number(values.investmentPeriodFrom!),
      investmentPeriodTo: number(values.investmentPeriodTo!),
      numberOfInvestments: number(values.numberOfInvestments!),
      investedCapital: values.investedCapital ? { value: Number(values.investedCapital), currency: values.currency } : undefined,
      stageFocus: values.stageFocus ? [{ value: values.stageFocus, inputVal: values.stageFocus }] : [],
      type: values.type,
      RVPIconfidence: values.RVPIconfidence,
    };
    const checked = v.safeParse(fundTrackRecordSchema, body);
    if (!checked.success) {
      setErrors(flattenIssues(checked.issues));
      return;
    }
    setSaving(true);
    try {
      if (record) await update.mutateAsync({ id: record.id, body: body as never });
      else await create.mutateAsync(body as never);
      onClose();
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog open={open} onClose={onClose} dirty={dirty} aria-labelledby="track-record-form-title" maxWidth="sm" fullWidth>
      <DialogTitle id="track-record-form-title">{record ? 'Edit track record' : 'New track record'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }} component="form" noValidate aria-label="Track record">
          {field('name', 'Name')}
          <TextField
            label="Website"
            value={values.website}
            onChange={set('website')}
            error={Boolean(errors.website)}
            helperText={errors.website?.[0]}
          />
          {field('currency', 'Currency', {
            select: true,
            children: currencyOptions.map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {c.label}
              </MenuItem>
            )),
          })}
          <Stack direction="row" spacing={2}>
            {field('investmentPeriodFrom', 'Investment period from', { type: 'number' })}
            {field('investmentPeriodTo', 'Investment period to', { type: 'number' })}
          </Stack>
          {field('numberOfInvestments', 'Number of investments', { type: 'number' })}
          {field('investedCapital', `Invested capital (${values.currency})`, { type: 'number' })}
          {field('stageFocus', 'Stage focus', {
            select: true,
            children: stageOptions.map((s) => (
              <MenuItem key={s.value} value={s.value}>
                {s.label}
              </MenuItem>
            )),
          })}
          {field('type', 'Track record type')}
          {field('RVPIconfidence', 'RVPI confidence')}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
