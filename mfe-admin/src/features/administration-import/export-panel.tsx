import { exportProfiles, isApiError } from '@fundnet/api-client';
import { SectionCard, useNotify } from '@fundnet/design-system';
import type { ProfileType } from '@fundnet/validation-schema';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { saveBlob } from './download';

const models: { value: ProfileType; label: string }[] = [
  { value: 'fund', label: 'Funds' },
  { value: 'investor', label: 'Investors' },
  { value: 'serviceProvider', label: 'Service providers' },
];
const statuses = [
  { value: '', label: 'Any status' },
  { value: 'published', label: 'Published' },
  { value: 'pendingApproval', label: 'Waiting for approval' },
  { value: 'draft', label: 'Draft' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'archived', label: 'Archived' },
] as const;
const claims = [
  { value: 'all', label: 'Claimed or not' },
  { value: 'claimed', label: 'Claimed' },
  { value: 'unclaimed', label: 'Unclaimed' },
] as const;

/** The export of a filtered list of profiles as .xlsx, with the import's columns (an edited export imports back). */
export function ExportPanel() {
  const notify = useNotify();
  const [model, setModel] = useState<ProfileType>('fund');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<(typeof statuses)[number]['value']>('');
  const [claimed, setClaimed] = useState<(typeof claims)[number]['value']>('all');
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const blob = await exportProfiles(model, { search: search.trim() || undefined, status: status || undefined, claimed });
      saveBlob(blob, `fundnet-${model}-${new Date().toISOString().slice(0, 10)}.xlsx`);
    } catch (error) {
      notify.error(isApiError(error) ? error.message : 'The export failed.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard title="Export profiles">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Download the funds, investors or service providers that match the filters as an .xlsx sheet. Its first columns are the import's,
          so an edited export of unclaimed profiles can be imported back.
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
          <TextField
            select
            size="small"
            label="Profiles"
            value={model}
            onChange={(e) => setModel(e.target.value as ProfileType)}
            sx={{ minWidth: 180 }}
          >
            {models.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" label="Name contains" value={search} onChange={(e) => setSearch(e.target.value)} />
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(e) => setStatus(e.target.value as typeof status)}
            sx={{ minWidth: 180 }}
          >
            {statuses.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Owner"
            value={claimed}
            onChange={(e) => setClaimed(e.target.value as typeof claimed)}
            sx={{ minWidth: 180 }}
          >
            {claims.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <div>
          <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={download} disabled={busy}>
            {busy ? 'Preparing the export…' : 'Export .xlsx'}
          </Button>
        </div>
      </Stack>
    </SectionCard>
  );
}
