export { ImportExportPage } from './import-export-page';
