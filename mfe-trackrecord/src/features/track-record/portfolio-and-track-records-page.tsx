import { type ActiveProfile, useSession, useSetTrackRecordVisibility, useTrackRecords } from '@fundnet/api-client';
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
import { Button, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { ImportPanel } from './import-panel';
import { TrackRecordFormDialog } from './track-record-form';
import { TrackRecordView } from './track-record-view';

function Manage({ profile }: { profile: ActiveProfile }) {
  const setVisibility = useSetTrackRecordVisibility(profile);
  const { data, isPending, isError } = useTrackRecords(profile);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [form, setForm] = useState<'new' | 'edit' | null>(null);
  if (isPending) return <LoadingState label="Loading track records…" />;
  if (isError) return <ErrorPanel title="Track records could not be loaded" />;
  const record = data.items.find((r) => r.id === selectedId) ?? data.items[0];
  const toggle = async (body: { visible?: boolean; showGraduations?: boolean }) => {
    if (!record) return;
    await setVisibility.mutateAsync({ id: record.id, body });
  };
  return (
    <Stack spacing={3}>
      <Stack sx={{ flexWrap: 'wrap', alignItems: 'center' }} direction="row" spacing={1} useFlexGap>
        {data.items.length > 0 && (
          <TextField
            select
            size="small"
            label="Track record"
            value={record?.id ?? ''}
            onChange={(e) => setSelectedId(e.target.value)}
            sx={{ minWidth: 240 }}
          >
            {data.items.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button variant="contained" onClick={() => setForm('new')}>
          New track record
        </Button>
        {record && <Button onClick={() => setForm('edit')}>Edit</Button>}
        {record && (
          <LinkButton to={`/fund/${profile.id}/trackRecordPreview/${record.id}`} variant="text">
            Preview as a visitor
          </LinkButton>
        )}
      </Stack>
      {form && (
        <TrackRecordFormDialog
          key={form + (record?.id ?? '')}
          profile={profile}
          record={form === 'edit' ? record : undefined}
          open
          onClose={() => setForm(null)}
        />
      )}
      {!record ? (
        <EmptyState title="No track records yet" description="Create a track record, then import its investments from a spreadsheet." />
      ) : (
        <>
          <SectionCard title="Visibility">
            <FormControlLabel
              control={<Switch checked={record.visible} onChange={(e) => void toggle({ visible: e.target.checked })} />}
              label="Visible on the fund profile"
            />
            <FormControlLabel
              control={<Switch checked={record.showGraduations} onChange={(e) => void toggle({ showGraduations: e.target.checked })} />}
              label="Show graduations on the track record"
            />
          </SectionCard>
          {record.sheets[0] && (
            <SectionCard title="Import investments">
              <ImportPanel profile={profile} trackRecordId={record.id} sheetId={record.sheets[0].id} />
            </SectionCard>
          )}
          <TrackRecordView profile={profile} record={record} own />
        </>
      )}
    </Stack>
  );
}

/** /settings/portfolioAndTrackRecords: the active fund's track records, their import, grid, metrics and charts. */
export function PortfolioAndTrackRecordsPage() {
  useDocumentTitle('Portfolio & track records');
  const { activeProfile } = useSession();
  return (
    <PageContainer maxWidth="lg">
      <PageHeader
        title="Portfolio & track records"
        subtitle="Every investment with its status and performance, computed from its cash flows."
      />
      {!activeProfile ? (
        <EmptyState
          title="No profile selected"
          description="Choose the fund whose track records you want to manage."
          action={<LinkButton to="/selectProfile">Choose a profile</LinkButton>}
        />
      ) : activeProfile.type !== 'fund' ? (
        <EmptyState title="Track records are for funds" description="Switch to a fund profile to manage track records." />
      ) : (
        <Manage profile={activeProfile} />
      )}
    </PageContainer>
  );
}
