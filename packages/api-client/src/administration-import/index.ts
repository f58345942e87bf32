export { downloadImportErrors, type ErrorFileFormat } from './download-import-errors';
export { type ExportProfilesInput, exportProfiles } from './export-profiles';
export { IMPORT_TIMEOUT_MS, type ImportMode, type ImportReport, type ImportSheetInput, importSheet, useImportSheet } from './import-sheet';
export { administrationImportKeys } from './keys';
