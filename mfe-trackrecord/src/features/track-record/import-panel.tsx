import { type ActiveProfile, type SheetPreview, exampleSheetUrl, useImportRows, readSheetFile, validateRows } from '@fundnet/api-client';
import { trackRecordSheetColumns } from '@fundnet/validation-schema';
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { fileToBase64 } from '../../shared/format';

type Rows = SheetPreview['rows'];
type RowErrors = SheetPreview['errors'];

const errorAt = (errors: RowErrors, row: number, key: string) => errors.find((e) => e.row === row)?.errors[key]?.[0];

/**
 * Spreadsheet import: read the file (nothing written), show every row with its bad cells, let the user fix
 * cells in place (re-checked on the server), and import only when the whole sheet is valid.
 */
export function ImportPanel({ profile, trackRecordId, sheetId }: { profile: ActiveProfile; trackRecordId: string; sheetId: string }) {
  // Refreshes every track-record read (the grid, the metrics) before it resolves.
  const importSheet = useImportRows(profile);
  const [rows, setRows] = useState<Rows | null>(null);
  const [errors, setErrors] = useState<RowErrors>([]);
  const [message, setMessage] = useState<{ severity: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const columns = trackRecordSheetColumns.filter((c) => c.required || rows?.some((r) => r[c.key] !== undefined && r[c.key] !== null));
  const shownRows = rows
    ? rows.map((row, index) => ({ row, index })).filter(({ index }) => errors.length === 0 || errors.some((e) => e.row === index))
    : [];

  async function onFile(file: File) {
    setBusy(true);
    setMessage(null);
    try {
      const preview = await readSheetFile(profile, { fileName: file.name, contentBase64: await fileToBase64(file) });
      setRows(preview.rows);
      setErrors(preview.errors);
      setMessage(
        preview.valid
          ? { severity: 'info', text: `${preview.rows.length} rows are ready to import.` }
          : {
              severity: 'error',
              text: `${preview.errors.length} of ${preview.rows.length} rows have errors. Fix the marked cells, then import.`,
            },
      );
    } catch (error) {
      setMessage({ severity: 'error', text: error instanceof Error ? error.message : 'This file could not be read.' });
    } finally {
      setBusy(false);
    }
  }

  async function onImport() {
    if (!rows) return;
    setBusy(true);
    try {
      const checked = await validateRows(profile, rows);
      setErrors(checked.errors);
      if (!checked.valid) {
        setMessage({ severity: 'error', text: `${checked.errors.length} rows still have errors. Nothing was imported.` });
        return;
      }
      const result = await importSheet.mutateAsync({ trackRecordId, sheetId, rows });
      setRows(null);
      setMessage({ severity: 'success', text: `Imported ${result.imported} investments.` });
    } catch (error) {
      setMessage({ severity: 'error', text: error instanceof Error ? error.message : 'The import failed.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={2} component="section" aria-label="Import a spreadsheet">
      <Stack sx={{ flexWrap: 'wrap' }} direction="row" spacing={1} useFlexGap>
        <Button variant="outlined" href={`/${exampleSheetUrl}`} download="track-record-example.xlsx">
          Download the example spreadsheet
        </Button>
        <Button variant="contained" component="label" disabled={busy}>
          Upload a spreadsheet (.xlsx or .csv)
          <input
            hidden
            type="file"
            accept=".xlsx,.csv"
            aria-label="Spreadsheet file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void onFile(file);
              event.target.value = '';
            }}
          />
        </Button>
      </Stack>
      {message && <Alert severity={message.severity}>{message.text}</Alert>}
      {rows && (
        <>
          <Typography variant="subtitle2" component="h3">
            {errors.length > 0 ? 'Rows with errors (fix them in place)' : 'Preview'}
          </Typography>
          <Box sx={{ overflowX: 'auto', maxHeight: 420 }} tabIndex={0} role="region" aria-label="Import preview table">
            <Table size="small" aria-label="Import preview">
              <TableHead>
                <TableRow>
                  <TableCell>Row</TableCell>
                  {columns.map((c) => (
                    <TableCell key={c.key}>{c.required ? `${c.label} *` : c.label}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {shownRows.slice(0, 100).map(({ row, index }) => (
                  <TableRow key={index}>
                    <TableCell>{index + 2}</TableCell>
                    {columns.map((c) => {
                      const error = errorAt(errors, index, c.key);
                      return (
                        <TableCell key={c.key} sx={{ minWidth: error ? 220 : 140 }}>
                          {error ? (
                            <TextField
                              size="small"
                              label={`${c.label}, row ${index + 2}`}
                              defaultValue={row[c.key] ?? ''}
                              error
                              helperText={error}
                              onChange={(event) => {
                                const value = event.target.value;
                                setRows((current) => current?.map((r, i) => (i === index ? { ...r, [c.key]: value } : r)) ?? null);
                              }}
                            />
                          ) : (
                            String(row[c.key] ?? '')
                          )}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => void onImport()} disabled={busy}>
              Import {rows.length} rows
            </Button>
            <Button onClick={() => setRows(null)}>Cancel</Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
