import type { AuditEntry } from '@fundnet/api-client';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { actionLabel, diffText } from './activity-labels';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** A short list of log entries (a user's detail page). */
export function ActivityTable({ entries, emptyText }: { entries: AuditEntry[]; emptyText: string }) {
  if (entries.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Table size="small" aria-label="Activity">
      <TableHead>
        <TableRow>
          <TableCell>Time</TableCell>
          <TableCell>Action</TableCell>
          <TableCell>By</TableCell>
          <TableCell>Change</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime.format(new Date(entry.at))}</TableCell>
            <TableCell>{actionLabel(entry.action)}</TableCell>
            <TableCell>{entry.actorEmail ?? '—'}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{diffText(entry.before, entry.after) || entry.targetLabel || '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
