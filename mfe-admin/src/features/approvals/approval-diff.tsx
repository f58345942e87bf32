import type { ApprovalDetail } from '@fundnet/api-client';
import { SectionCard } from '@fundnet/design-system';
import { Box, Chip, FormControlLabel, Switch, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { fieldLabel, sectionLabel } from './approval-labels';
import { ApprovalValue } from './approval-value';

type SectionDiff = ApprovalDetail['sections'][number];

function fieldsOf(section: SectionDiff): string[] {
  const fields = new Set<string>([...Object.keys(section.published ?? {}), ...Object.keys(section.working ?? {})]);
  for (const change of section.changes) fields.add(change.field);
  return [...fields];
}

/** Every section the item covers: published vs proposed, field by field, changed fields marked. */
export function ApprovalDiff({ sections }: { sections: ApprovalDetail['sections'] }) {
  const [showUnchanged, setShowUnchanged] = useState(false);
  if (sections.length === 0) {
    return (
      <SectionCard title="Changes">
        <Typography variant="body2" color="text.secondary">
          This item has no section data to compare.
        </Typography>
      </SectionCard>
    );
  }
  return (
    <>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={<Switch checked={showUnchanged} onChange={(event) => setShowUnchanged(event.target.checked)} />}
        label="Show unchanged fields"
      />
      {sections.map((section) => (
        <SectionDiffCard key={section.section} section={section} showUnchanged={showUnchanged} />
      ))}
    </>
  );
}

function SectionDiffCard({ section, showUnchanged }: { section: SectionDiff; showUnchanged: boolean }) {
  const changed = new Set(section.changes.map((change) => change.field));
  const changeOf = new Map(section.changes.map((change) => [change.field, change]));
  const all = fieldsOf(section);
  const fields = showUnchanged ? all : all.filter((field) => changed.has(field));
  const label = sectionLabel(section.section);
  const summary =
    section.published === null
      ? `Not published yet: ${changed.size} ${changed.size === 1 ? 'field' : 'fields'} proposed.`
      : `${changed.size} of ${all.length} ${all.length === 1 ? 'field' : 'fields'} changed.`;
  return (
    <SectionCard title={label} subtitle={summary} disablePadding>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2.5, pb: 2 }}>
          {all.length === 0 ? 'This section is empty.' : 'No field changed in this section.'}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`Changes to ${label}`} sx={{ tableLayout: 'fixed', minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" sx={{ width: '22%' }}>
                  Field
                </TableCell>
                <TableCell component="th" scope="col" sx={{ width: '39%' }}>
                  Published
                </TableCell>
                <TableCell component="th" scope="col" sx={{ width: '39%' }}>
                  Proposed
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((field) => {
                const isChanged = changed.has(field);
                const change = changeOf.get(field);
                const before = change ? change.before : section.published?.[field];
                const after = change ? change.after : section.working?.[field];
                return (
                  <TableRow
                    key={field}
                    data-changed={isChanged || undefined}
                    sx={isChanged ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.08) } : undefined}
                  >
                    <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', fontWeight: 600 }}>
                      <Box sx={{ overflowWrap: 'anywhere' }}>{fieldLabel(field)}</Box>
                      {isChanged && <Chip size="small" color="warning" variant="outlined" label="Changed" sx={{ mt: 0.5 }} />}
                    </TableCell>
                    <TableCell sx={{ verticalAlign: 'top' }}>
                      <ApprovalValue value={before} field={field} />
                    </TableCell>
                    <TableCell
                      sx={{
                        verticalAlign: 'top',
                        ...(isChanged && { borderLeft: 3, borderLeftColor: 'warning.main' }),
                      }}
                    >
                      <ApprovalValue value={after} field={field} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </SectionCard>
  );
}
