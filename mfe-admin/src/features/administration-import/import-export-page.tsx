import { Stack } from '@mui/material';
import { ExportPanel } from './export-panel';
import { ImportPanel } from './import-panel';

/** /admin/importExport: import market data from a sheet, and export lists of profiles. */
export function ImportExportPage() {
  return (
    <Stack spacing={3}>
      <ImportPanel />
      <ExportPanel />
    </Stack>
  );
}
