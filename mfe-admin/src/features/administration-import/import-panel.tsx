import { downloadImportErrors, type ImportReport, isApiError, useImportSheet } from '@fundnet/api-client';
import { ErrorPanel, SectionCard, useNotify } from '@fundnet/design-system';
import { type ErrorFileFormat, type ImportRow, importColumns } from '@fundnet/validation-schema';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { saveBlob } from './download';

const typeLabels = { fund: 'Fund', investor: 'Investor', serviceProvider: 'Service provider' } as const;
const profilePath = { fund: 'fund', investor: 'investor', serviceProvider: 'serviceProvider' } as const;
const actionChips = {
  create: { label: 'Create', color: 'success' },
  update: { label: 'Update', color: 'info' },
  error: { label: 'Error', color: 'error' },
} as const;

/** A template with the header row and one example per type, built in the browser. */
function templateCsv(): Blob {
  const header = importColumns.map((column) => column.label);
  const example = (cells: Record<string, string>) => importColumns.map((column) => JSON.stringify(cells[column.key] ?? '')).join(',');
  const rows = [
    header.join(','),
    example({
      type: 'fund',
      name: 'Example Ventures I',
      website: 'https://example-ventures.com',
      headline: 'Seed funding for B2B software',
      keywords: 'B2B, SaaS',
      sectorFocus: 'fintech',
      stageFocus: 'Seed',
      strategyType: 'fundsVc',
      targetFundSize: '50000000',
      currency: 'EUR',
      fundraisingStatus: 'currently-fundraising',
    }),
    example({ type: 'investor', name: 'Example Family Office', investorType: 'familyOffice', keywords: 'Emerging managers' }),
    example({
      type: 'serviceProvider',
      name: 'Example Fund Services',
      website: 'https://example-services.com',
      providerType: 'fundAdministration',
    }),
  ];
  return new Blob([`${rows.join('\n')}\n`], { type: 'text/csv' });
}

/**
 * The import of market data: choose an .xlsx or .csv sheet, check it (a dry run: nothing is written), download the
 * rows with errors to fix them, then import every row at once (all or nothing). Imported profiles are published
 * without an owner, so the firms can claim them.
 */
export function ImportPanel() {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [downloading, setDownloading] = useState<ErrorFileFormat | null>(null);
  const importSheet = useImportSheet();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    importSheet.reset();
    if (chosen) check(chosen);
  };

  const check = (sheet: File) =>
    importSheet.mutate({ file: sheet, fileName: sheet.name, mode: 'dryRun' }, { onSuccess: (result) => setReport(result) });

  const apply = () => {
    if (!file) return;
    importSheet.mutate(
      { file, fileName: file.name, mode: 'apply' },
      {
        onSuccess: (result) => {
          setReport(result);
          notify.success(`Imported ${result.create + result.update} profiles: ${result.create} created, ${result.update} updated.`);
        },
      },
    );
  };

  const downloadErrors = async (format: ErrorFileFormat) => {
    if (!file) return;
    setDownloading(format);
    try {
      const blob = await downloadImportErrors({ file, fileName: file.name, format });
      saveBlob(blob, `${file.name.replace(/\.(xlsx|csv)$/i, '')}-errors.${format}`);
    } catch (error) {
      notify.error(isApiError(error) ? error.message : 'The error file could not be downloaded.');
    } finally {
      setDownloading(null);
    }
  };

  const failure = importSheet.error;
  return (
    <SectionCard title="Import market data">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Import funds, investors and service providers from an .xlsx or .csv sheet with a header row. Type and Name are required; a row
          whose name matches an unclaimed profile of its type updates it. Checking a sheet writes nothing; importing writes every row or, if
          one fails, none. Imported profiles are published without an owner, so the firms can claim them.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <input
            ref={input}
            type="file"
            hidden
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            aria-label="Sheet to import"
            data-testid="import-file"
            onChange={(event) => {
              choose(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
          <Button
            variant="contained"
            startIcon={<UploadFileOutlined />}
            onClick={() => input.current?.click()}
            disabled={importSheet.isPending}
          >
            Choose a sheet
          </Button>
          <Typography variant="body2" aria-live="polite">
            {file ? file.name : 'No sheet chosen'}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Button onClick={() => saveBlob(templateCsv(), 'fundnet-import-template.csv')}>Download a template</Button>
        </Stack>

        {importSheet.isPending && (
          <Alert severity="info">{importSheet.variables?.mode === 'apply' ? 'Importing…' : 'Checking the sheet…'}</Alert>
        )}
        {failure && !(isApiError(failure) && failure.status === 422 && report) && (
          <ErrorPanel
            title={importSheet.variables?.mode === 'apply' ? 'Nothing was imported' : 'The sheet could not be checked'}
            message={failure.message}
            onRetry={file ? () => check(file) : undefined}
          />
        )}
        {report && file && (
          <ImportReportView
            report={report}
            onApply={apply}
            applying={importSheet.isPending}
            onDownloadErrors={downloadErrors}
            downloading={downloading}
          />
        )}
        <ColumnsHelp />
      </Stack>
    </SectionCard>
  );
}

function ImportReportView({
  report,
  onApply,
  applying,
  onDownloadErrors,
  downloading,
}: {
  report: ImportReport;
  onApply: () => void;
  applying: boolean;
  onDownloadErrors: (format: ErrorFileFormat) => void;
  downloading: ErrorFileFormat | null;
}) {
  return (
    <Stack spacing={2} aria-label="Import check" component="section">
      {report.applied ? (
        <Alert severity="success">{`Imported ${report.fileName}: ${report.create} created, ${report.update} updated.`}</Alert>
      ) : report.failed > 0 ? (
        <Alert severity="warning">
          {`${report.failed} of ${report.total} rows have errors. Nothing can be imported until they are fixed: download the error file, fix the rows and choose the sheet again.`}
        </Alert>
      ) : (
        <Alert severity="info">{`Checked ${report.fileName}: nothing was written yet.`}</Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Chip label={`${report.total} rows`} />
        <Chip color="success" variant="outlined" label={`${report.create} to create`} />
        <Chip color="info" variant="outlined" label={`${report.update} to update`} />
        <Chip color={report.failed ? 'error' : 'default'} variant="outlined" label={`${report.failed} with errors`} />
      </Stack>
      {report.ignoredColumns.length > 0 && (
        <Typography variant="body2" color="text.secondary">{`Ignored columns: ${report.ignoredColumns.join(', ')}`}</Typography>
      )}
      <TableContainer sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader aria-label="Rows of the sheet">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Result</TableCell>
              <TableCell>Errors</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.rows.map((row) => (
              <ReportRow key={row.row} row={row} applied={report.applied} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {!report.applied && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {report.failed > 0 ? (
            <>
              <Button variant="contained" color="error" onClick={() => onDownloadErrors('xlsx')} disabled={downloading !== null}>
                {downloading === 'xlsx' ? 'Preparing…' : 'Download the error file (.xlsx)'}
              </Button>
              <Button onClick={() => onDownloadErrors('csv')} disabled={downloading !== null}>
                {downloading === 'csv' ? 'Preparing…' : 'As .csv'}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={onApply} disabled={applying}>
              {applying ? 'Importing…' : `Import ${report.total} ${report.total === 1 ? 'row' : 'rows'}`}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function ReportRow({ row, applied }: { row: ImportRow; applied: boolean }) {
  const chip = actionChips[row.action];
  const label = applied && row.action !== 'error' ? (row.action === 'create' ? 'Created' : 'Updated') : chip.label;
  return (
    <TableRow>
      <TableCell>{row.row}</TableCell>
      <TableCell>{row.type ? typeLabels[row.type] : '—'}</TableCell>
      <TableCell>
        {row.slug && row.type ? (
          <Link href={`/${profilePath[row.type]}/${row.slug}`} target="_blank" rel="noopener">
            {row.name}
          </Link>
        ) : (
          row.name || '—'
        )}
      </TableCell>
      <TableCell>
        <Chip size="small" color={chip.color} label={label} />
      </TableCell>
      <TableCell>
        {row.errors.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {row.errors.map((error) => (
              <Typography component="li" variant="body2" key={error}>
                {error}
              </Typography>
            ))}
          </Box>
        ) : (
          '—'
        )}
      </TableCell>
    </TableRow>
  );
}

function ColumnsHelp() {
  return (
    <Box component="details">
      <Typography component="summary" variant="body2" sx={{ cursor: 'pointer', fontWeight: 600 }}>
        The columns of an import sheet
      </Typography>
      <Table size="small" aria-label="Import columns" sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>Column</TableCell>
            <TableCell>Used for</TableCell>
            <TableCell>Notes</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {importColumns.map((column) => (
            <TableRow key={column.key}>
              <TableCell>{column.label}</TableCell>
              <TableCell>{column.types.map((type) => typeLabels[type]).join(', ')}</TableCell>
              <TableCell>{column.note}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
