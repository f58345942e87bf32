import * as v from 'valibot';
import { profileTypes } from '../enums/profiles';
import { formObject } from '../rules/object';
import { groupedNumber, maxText } from '../rules/strings';

/**
 * Contract of the administration import and export (product §7 Administration: "POST import; POST
 * profiles/list/{model} (export)"). Payloads are "not shown"; our design (modules/administration-import/README.md):
 *
 * - POST administration/import: a multipart form with `file` (.xlsx or .csv, first sheet, a header row of the
 *   columns below) and `mode` (`dryRun`, the default, or `apply`). The dry run writes nothing and answers what
 *   each row would do (create, update, or its errors). `apply` writes every row in ONE transaction: any row
 *   with an error and nothing is written (422 with the same report). Imported profiles are published with no
 *   members: unclaimed, claimable through the profile-claim flow.
 * - POST administration/import/error-file: the same form plus `format` (`xlsx`, default, or `csv`): the rows
 *   that have errors, as they were sent, with an `errors` column, for the administrator to fix and send again.
 * - POST administration/profiles/list/{model}: the filtered list of funds, investors or service providers as an
 *   .xlsx file whose columns are the import's (an export can be edited and imported back).
 */

export const importModes = ['dryRun', 'apply'] as const;
export type ImportMode = (typeof importModes)[number];
export const errorFileFormats = ['xlsx', 'csv'] as const;
export type ErrorFileFormat = (typeof errorFileFormats)[number];
export const importActions = ['create', 'update', 'error'] as const;
export type ImportAction = (typeof importActions)[number];

/** Most data rows one file may hold (our choice: market data comes in batches of hundreds). */
export const IMPORT_MAX_ROWS = 2000;
/** Largest import file (our choice). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The columns of an import sheet (header names, any case, in any order). `type` and `name` are required; the
 * others are read when the row's type uses them. Lists are comma-separated option values (e.g. `fintech,
 * healthtech`); amounts are plain numbers in `currency`.
 */
export const importColumns = [
  { key: 'type', label: 'Type', types: ['fund', 'investor', 'serviceProvider'], note: 'fund, investor or serviceProvider' },
  { key: 'name', label: 'Name', types: ['fund', 'investor', 'serviceProvider'], note: 'The profile name (matched case-insensitively)' },
  { key: 'website', label: 'Website', types: ['fund', 'serviceProvider'], note: 'https://…' },
  { key: 'linkedin', label: 'LinkedIn', types: ['fund'], note: 'https://www.linkedin.com/company/…' },
  { key: 'headquarters', label: 'Headquarters', types: ['fund', 'serviceProvider'], note: 'City, Country' },
  { key: 'headline', label: 'Headline', types: ['fund', 'investor', 'serviceProvider'], note: '' },
  { key: 'summary', label: 'Summary', types: ['fund', 'serviceProvider'], note: 'The overview text' },
  { key: 'keywords', label: 'Keywords', types: ['fund', 'investor', 'serviceProvider'], note: 'Comma-separated' },
  { key: 'sectorFocus', label: 'Sector focus', types: ['fund', 'investor'], note: 'Comma-separated sector values' },
  { key: 'managementCompany', label: 'Management company', types: ['fund'], note: '' },
  { key: 'fundMaturity', label: 'Fund maturity', types: ['fund'], note: 'e.g. Developing' },
  { key: 'targetFundSize', label: 'Target fund size', types: ['fund'], note: 'A number, in Currency' },
  { key: 'currency', label: 'Currency', types: ['fund', 'investor'], note: 'ISO code, e.g. EUR' },
  { key: 'vintageYear', label: 'Vintage year', types: ['fund'], note: 'e.g. 2024' },
  { key: 'stageFocus', label: 'Stage focus', types: ['fund'], note: 'Comma-separated stage values' },
  { key: 'strategyType', label: 'Strategy type', types: ['fund'], note: 'Comma-separated strategy values' },
  { key: 'fundraisingStatus', label: 'Fundraising status', types: ['fund'], note: 'e.g. currently-fundraising' },
  { key: 'investmentEntity', label: 'Investment entity', types: ['investor'], note: 'The legal entity' },
  { key: 'investorType', label: 'Investor type', types: ['investor'], note: 'e.g. familyOffice' },
  { key: 'geographies', label: 'Geographies', types: ['investor'], note: 'Comma-separated geography values' },
  { key: 'dealRangeFrom', label: 'Deal range from', types: ['investor'], note: 'A number, in Currency' },
  { key: 'dealRangeTo', label: 'Deal range to', types: ['investor'], note: 'A number, in Currency' },
  { key: 'legalEntity', label: 'Legal entity', types: ['serviceProvider'], note: 'The service provider entity' },
  { key: 'providerType', label: 'Provider type', types: ['serviceProvider'], note: 'e.g. fundAdministration' },
  { key: 'mainOfferings', label: 'Main offerings', types: ['serviceProvider'], note: 'Comma-separated, at most 10' },
] as const;
export type ImportColumnKey = (typeof importColumns)[number]['key'];
export const importColumnKeys = importColumns.map((column) => column.key) as ImportColumnKey[];

export const importMessages = {
  fileRequired: 'Choose a file to import', // not in spec
  fileType: 'Import an .xlsx or a .csv file', // not in spec
  unreadable: 'This file cannot be read as a spreadsheet', // not in spec
  noRows: 'The sheet has no rows to import', // not in spec
  tooManyRows: `A sheet can hold at most ${groupedNumber(IMPORT_MAX_ROWS)} rows`, // not in spec
  missingColumns: 'The sheet needs the columns Type and Name', // not in spec
  modeInvalid: 'Select a valid mode (dryRun or apply)', // not in spec
  formatInvalid: 'Select a valid format (xlsx or csv)', // not in spec
  hasErrors: 'Some rows have errors: nothing was imported. Download the error file, fix the rows and import again.', // not in spec
  typeRequired: 'Type is required (fund, investor or serviceProvider)', // not in spec
  nameRequired: 'Name is required', // not in spec
  duplicateRow: 'This profile appears more than once in the sheet', // not in spec
  claimedProfile: 'A claimed profile with this name exists: its owners keep it up to date', // not in spec
  pendingProfile: 'A profile with this name exists and is not published: it cannot be updated by an import', // not in spec
  numberInvalid: 'must be a number', // not in spec (prefixed with the column label)
  modelInvalid: 'Select a valid model (fund, investor or serviceProvider)', // not in spec
} as const;

/** The text fields of the multipart form (the file is the part `file`). */
export const importFormFields = v.object({
  mode: v.optional(v.picklist(importModes, importMessages.modeInvalid), 'dryRun'),
  format: v.optional(v.picklist(errorFileFormats, importMessages.formatInvalid), 'xlsx'),
});
export type ImportFormFields = v.InferOutput<typeof importFormFields>;

/** What the OpenAPI document shows for the multipart body (the file is checked by the route). */
export const importFormBody = v.nullish(
  v.object({
    file: v.pipe(v.string(), v.description('The .xlsx or .csv file (binary)')),
    mode: v.optional(v.picklist(importModes)),
    format: v.optional(v.picklist(errorFileFormats)),
  }),
);

export const importRowSchema = v.object({
  /** The sheet's row number (the header is row 1). */
  row: v.number(),
  type: v.nullable(v.picklist(profileTypes)),
  name: v.string(),
  action: v.picklist(importActions),
  /** The matched profile (update), or after an apply the created one. */
  profileId: v.nullable(v.string()),
  slug: v.nullable(v.string()),
  errors: v.array(v.string()),
});
export type ImportRow = v.InferOutput<typeof importRowSchema>;

export const importReportSchema = v.object({
  mode: v.picklist(importModes),
  /** True when the rows were written (an apply without errors). */
  applied: v.boolean(),
  fileName: v.string(),
  total: v.number(),
  create: v.number(),
  update: v.number(),
  failed: v.number(),
  /** Columns of the header that the import does not know (ignored). */
  ignoredColumns: v.array(v.string()),
  rows: v.array(importRowSchema),
});
export type ImportReport = v.InferOutput<typeof importReportSchema>;

// ------------------------------------------------------------------------------------ export

export const exportModelParams = v.object({ model: v.picklist(profileTypes, importMessages.modelInvalid) });

export const exportStatuses = ['draft', 'pendingApproval', 'published', 'rejected', 'archived'] as const;
export const exportClaimFilters = ['all', 'claimed', 'unclaimed'] as const;

/** POST administration/profiles/list/{model}: the filters of the admin profile list. */
export const exportProfilesBody = formObject({
  search: v.optional(v.pipe(v.string(), v.trim(), maxText(100))),
  status: v.optional(v.picklist(exportStatuses)),
  claimed: v.optional(v.picklist(exportClaimFilters), 'all'),
});
export type ExportProfilesInput = v.InferInput<typeof exportProfilesBody>;
