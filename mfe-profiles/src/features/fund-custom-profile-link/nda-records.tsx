import { type ActiveProfile, downloadShareLinkNda, type ShareLinkNdaRecord, useShareLinkNdaRecords } from '@fundnet/api-client';
import { ErrorPanel, LoadingState } from '@fundnet/design-system';
import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';

const dateTime = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
const versionText = (version: number) => (version ? `version ${version}` : 'standard terms');

/** Saves a signed NDA's PDF (fetched with the member's token and profile headers). */
async function savePdf(profile: ActiveProfile, id: string, name: string) {
  const blob = await downloadShareLinkNda(profile, id);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `signed-nda-${name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase() || 'visitor'}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A button that downloads one signed NDA (the visits list has one per visitor who signed). */
export function SignedNdaButton({ profile, id, name }: { profile: ActiveProfile; id: string; name: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <Button
      size="small"
      disabled={state === 'busy'}
      color={state === 'failed' ? 'error' : 'primary'}
      aria-label={`Download the NDA signed by ${name}`}
      onClick={async () => {
        setState('busy');
        try {
          await savePdf(profile, id, name);
          setState('idle');
        } catch {
          setState('failed');
        }
      }}
    >
      {state === 'failed' ? 'Download failed: retry' : 'Signed NDA (PDF)'}
    </Button>
  );
}

/**
 * Every acceptance and signature of a link's NDA (issue 35): permanent records, with what each certificate states.
 * Shown under the link's visits.
 */
export function NdaRecordsTable({ profile, linkId }: { profile: ActiveProfile; linkId: string }) {
  const records = useShareLinkNdaRecords(profile, linkId);
  if (records.isPending) return <LoadingState label="Loading the NDA records…" />;
  if (records.isError) return <ErrorPanel title="The NDA records could not be loaded" message={records.error.message} />;
  if (records.data.items.length === 0) return null;
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
        NDA acceptances and signatures
      </Typography>
      <Table size="small" aria-label="NDA acceptances and signatures">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>How</TableCell>
            <TableCell>From</TableCell>
            <TableCell>Document</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.data.items.map((record: ShareLinkNdaRecord) => (
            <TableRow key={record.id}>
              <TableCell>{dateTime(record.at)}</TableCell>
              <TableCell>
                {record.fullName ?? record.email ?? 'Anonymous visitor'}
                {record.fullName && record.email ? ` (${record.email})` : ''}
              </TableCell>
              <TableCell>
                {record.mode === 'signature' ? 'Signed' : 'Accepted'}, {versionText(record.version)}
              </TableCell>
              <TableCell>{record.ip || '—'}</TableCell>
              <TableCell>
                {record.mode === 'signature' ? (
                  <SignedNdaButton profile={profile} id={record.id} name={record.fullName ?? record.email ?? 'visitor'} />
                ) : (
                  '—'
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
