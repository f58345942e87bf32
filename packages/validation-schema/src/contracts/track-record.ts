import * as v from 'valibot';
import { boardSeats, roundRoles, stages } from '../enums/graduation';
import {
  dealOriginations,
  exitStatuses,
  exitTypes,
  type TrackRecordInvestmentStatus,
  trackRecordInvestmentStatuses,
} from '../enums/track-record';
import { fundTrackRecordSchema } from '../forms/fund-track-record';
import {
  boardSeatOptions,
  exitStatusOptions,
  roundRoleOptions,
  stageOptions,
  trackRecordInvestmentStatusOptions,
} from '../options/enumeration-labels';
import { type Option, optionLabel } from '../options/option';
import { isIsoDate } from '../rules/dates';
import { queryInteger } from './profile-sections';

/**
 * Contract of the track-record family (api/track-record): a fund's track records, their sheets of
 * investments (grid, spreadsheet import and export), the metrics computed from them and the graph
 * calls of the 24 charts of forms §2. ADR 0029 gives the design.
 */

export const trackRecordMessages = {
  notFound: 'This track record does not exist.', // not in spec
  exportNotAllowed: 'This share link does not allow downloads.', // not in spec
  sheetNotFound: 'This track record sheet does not exist.', // not in spec
  investmentNotFound: 'This investment does not exist.', // not in spec
  fileUnreadable: 'This file could not be read. Upload an .xlsx or .csv file.', // not in spec
  fileEmpty: 'The sheet has no rows.', // not in spec
  tooManyRows: 'A sheet can have at most 20000 rows.', // not in spec
  sheetInvalid: 'Some rows have errors. Fix them and import again; nothing was imported.', // not in spec
  required: (label: string) => `${label} is required`, // not in spec (pattern of the spec's messages)
  notANumber: (label: string) => `${label} must be a number`, // not in spec
  negative: (label: string) => `${label} must be greater than or equal to 0`, // not in spec
  notADate: (label: string) => `${label} must be a date (YYYY-MM-DD)`, // not in spec
  notAPercent: (label: string) => `${label} must be between 0 and 100`, // not in spec
  notAnOption: (label: string, options: readonly string[]) => `${label} must be one of ${options.join(', ')}`, // not in spec
  notAUrl: 'Enter correct url!',
  invalidSortBy: 'Select a column to sort by', // not in spec
  invalidTake: 'Select a valid page size', // not in spec
  invalidSkip: 'Skip must be a whole number of at least 0', // not in spec
  invalidChart: 'Select a valid chart', // not in spec
  invalidStatus: 'Select a valid status', // not in spec
  invalidSector: 'A sector can be at most 200 characters', // not in spec
  tooManyFilterValues: 'Select at most 50 values per filter', // not in spec
  invalidInvestedFrom: 'Invested from must be a date (YYYY-MM-DD)', // not in spec
  invalidInvestedTo: 'Invested to must be a date (YYYY-MM-DD)', // not in spec
  invalidInvestedRange: 'Invested from must be on or before invested to', // not in spec
} as const;

// ------------------------------------------------------------------------------------------ columns

export type TrackRecordColumnType = 'text' | 'url' | 'number' | 'money' | 'percent' | 'multiple' | 'date' | 'enum';

export interface TrackRecordColumn {
  key: string;
  label: string;
  type: TrackRecordColumnType;
  /** Required in the sheet (marked in the grid and the example spreadsheet). */
  required?: boolean;
  sortable: boolean;
  /** Computed by the server from the other columns (not imported). */
  computed?: boolean;
  options?: readonly string[];
  /** The words of `options` where a code is not a word ('SeriesB' → 'Series B'); see `trackRecordCellText`. */
  labels?: readonly Option<string>[];
  /** Shown in the grid but neither imported nor exported (favicon, actions). */
  gridOnly?: boolean;
}

/** The columns of forms §3 "Track record investments", in order (favicon to actions). */
export const trackRecordColumns: readonly TrackRecordColumn[] = [
  { key: 'favicon', label: 'Logo', type: 'url', sortable: false, gridOnly: true },
  { key: 'companyName', label: 'Company name', type: 'text', required: true, sortable: true },
  { key: 'website', label: 'Website', type: 'url', sortable: true },
  { key: 'investmentEntity', label: 'Investment entity', type: 'text', sortable: true },
  {
    key: 'status',
    label: 'Status',
    type: 'enum',
    options: trackRecordInvestmentStatuses,
    labels: trackRecordInvestmentStatusOptions,
    sortable: true,
    computed: true,
  },
  { key: 'dateOfInitialInvestment', label: 'Date of initial investment', type: 'date', required: true, sortable: true },
  { key: 'initialInvestmentsCost', label: 'Initial investment cost', type: 'money', required: true, sortable: true },
  { key: 'investmentType', label: 'Investment type', type: 'text', sortable: true },
  { key: 'totalInvestmentCost', label: 'Total investment cost', type: 'money', required: true, sortable: true },
  { key: 'realizedValue', label: 'Realized value', type: 'money', required: true, sortable: true },
  { key: 'unrealizedValue', label: 'Unrealized value', type: 'money', required: true, sortable: true },
  { key: 'totalValue', label: 'Total value', type: 'money', sortable: true, computed: true },
  { key: 'totalCapitalRaised', label: 'Total capital raised', type: 'money', sortable: true },
  { key: 'totalCapitalRaisedSince', label: 'Capital raised since investment', type: 'money', sortable: true },
  { key: 'grossMoic', label: 'Gross MOIC', type: 'multiple', sortable: true, computed: true },
  { key: 'realizedMoic', label: 'Realized MOIC', type: 'multiple', sortable: true, computed: true },
  { key: 'irr', label: 'IRR', type: 'percent', sortable: true, computed: true },
  { key: 'entryStage', label: 'Entry stage', type: 'enum', options: stages, labels: stageOptions, sortable: true },
  { key: 'initialOwnership', label: 'Initial ownership (%)', type: 'percent', sortable: true },
  { key: 'initialValuation', label: 'Initial valuation', type: 'money', sortable: true },
  { key: 'latestStage', label: 'Latest stage', type: 'enum', options: stages, labels: stageOptions, sortable: true },
  { key: 'currentOwnership', label: 'Current ownership (%)', type: 'percent', sortable: true },
  { key: 'lastValuation', label: 'Last valuation', type: 'money', sortable: true },
  { key: 'dateOfValuation', label: 'Date of valuation', type: 'date', sortable: true },
  { key: 'lastFollowOnRound', label: 'Last follow-on round', type: 'date', sortable: true },
  { key: 'exitDate', label: 'Exit date', type: 'date', sortable: true },
  { key: 'exitType', label: 'Exit type', type: 'enum', options: exitTypes, sortable: true },
  { key: 'exitStatus', label: 'Exit status', type: 'enum', options: exitStatuses, labels: exitStatusOptions, sortable: true },
  { key: 'responsiblePartner', label: 'Responsible partner', type: 'text', sortable: true },
  { key: 'boardSeat', label: 'Board seat', type: 'enum', options: boardSeats, labels: boardSeatOptions, sortable: true },
  { key: 'role', label: 'Role', type: 'enum', options: roundRoles, labels: roundRoleOptions, sortable: true },
  { key: 'strategyFit', label: 'Strategy fit', type: 'text', sortable: true },
  { key: 'country', label: 'Country', type: 'text', sortable: true },
  { key: 'primarySector', label: 'Primary sector', type: 'text', sortable: true },
  { key: 'ceoLinkedin', label: 'CEO LinkedIn', type: 'url', sortable: false },
  { key: 'description', label: 'Description', type: 'text', sortable: false },
  { key: 'priorInvestors', label: 'Prior investors', type: 'text', sortable: false },
  { key: 'coInvestors', label: 'Co-investors', type: 'text', sortable: false },
  { key: 'followOnInvestors', label: 'Follow-on investors', type: 'text', sortable: false },
  { key: 'dealOrigination', label: 'Deal origination', type: 'enum', options: dealOriginations, sortable: true },
  { key: 'reportedGrossMoic', label: 'Reported gross MOIC', type: 'multiple', sortable: true },
  { key: 'reportedIrr', label: 'Reported IRR (%)', type: 'number', sortable: true },
  { key: 'actions', label: 'Actions', type: 'text', sortable: false, gridOnly: true },
];

/** An enumeration cell in words ('SeriesB' → 'Series B'); any other value unchanged. */
export function trackRecordCellText(column: Pick<TrackRecordColumn, 'labels'>, value: InvestmentCell): InvestmentCell {
  if (typeof value !== 'string' || !column.labels) return value;
  return optionLabel(column.labels, value) ?? value;
}

/** The columns of a spreadsheet (imported and exported): not computed, not grid-only. */
export const trackRecordSheetColumns = trackRecordColumns.filter((c) => !c.computed && !c.gridOnly);
export const trackRecordSortableKeys = trackRecordColumns.filter((c) => c.sortable).map((c) => c.key);

export type InvestmentCell = string | number | null;
export type InvestmentData = Record<string, InvestmentCell>;

const URL_PATTERN = /^(https?:\/\/)?([\w-]+\.)+[a-z]{2,}(\/\S*)?$/i;

/** Excel stores dates as serial days since 1899-12-30. */
function excelSerialToIso(serial: number): string {
  return new Date(Date.UTC(1899, 11, 30) + Math.round(serial) * 86_400_000).toISOString().slice(0, 10);
}

function toNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : Number.NaN;
  if (typeof raw !== 'string') return Number.NaN;
  const cleaned = raw.replace(/[\s,]/g, '').replace(/%$/, '').replace(/x$/i, '');
  return cleaned === '' ? null : Number(cleaned);
}

/**
 * Checks and normalises one sheet row (a cell per column key, as read from a spreadsheet or typed in
 * the preview). Every cell is checked, so the user sees all errors of a row at once.
 */
export function validateInvestmentRow(raw: Record<string, unknown>): { data: InvestmentData; errors: Record<string, string[]> } {
  const data: InvestmentData = {};
  const errors: Record<string, string[]> = {};
  const fail = (key: string, message: string) => {
    errors[key] = [message];
  };
  for (const column of trackRecordSheetColumns) {
    let value = raw[column.key];
    if (value instanceof Date) value = value.toISOString().slice(0, 10);
    if (typeof value === 'string') value = value.trim();
    if (value === undefined || value === null || value === '') {
      data[column.key] = null;
      if (column.required) fail(column.key, trackRecordMessages.required(column.label));
      continue;
    }
    switch (column.type) {
      case 'number':
      case 'money':
      case 'multiple':
      case 'percent': {
        const n = toNumber(value);
        if (n === null) {
          data[column.key] = null;
          if (column.required) fail(column.key, trackRecordMessages.required(column.label));
        } else if (Number.isNaN(n)) fail(column.key, trackRecordMessages.notANumber(column.label));
        else if (column.type !== 'number' && n < 0) fail(column.key, trackRecordMessages.negative(column.label));
        else if (column.type === 'percent' && n > 100) fail(column.key, trackRecordMessages.notAPercent(column.label));
        else data[column.key] = n;
        break;
      }
      case 'date': {
        const iso = typeof value === 'number' ? excelSerialToIso(value) : String(value).slice(0, 10);
        if (!isIsoDate(iso)) fail(column.key, trackRecordMessages.notADate(column.label));
        else data[column.key] = iso;
        break;
      }
      case 'enum': {
        const text = String(value);
        const match = column.options?.find((o) => o.toLowerCase() === text.toLowerCase());
        if (!match) fail(column.key, trackRecordMessages.notAnOption(column.label, column.options ?? []));
        else data[column.key] = match;
        break;
      }
      case 'url': {
        const text = String(value);
        if (!URL_PATTERN.test(text)) fail(column.key, trackRecordMessages.notAUrl);
        else data[column.key] = text;
        break;
      }
      default:
        data[column.key] = String(value).slice(0, 2000);
    }
  }
  const initial = data.initialInvestmentsCost;
  const total = data.totalInvestmentCost;
  if (typeof initial === 'number' && typeof total === 'number' && total < initial && !errors.totalInvestmentCost) {
    fail('totalInvestmentCost', 'Total investment cost must be at least the initial investment cost'); // not in spec
  }
  return { data, errors };
}

// ------------------------------------------------------------------------------------------ track records

export const trackRecordBody = fundTrackRecordSchema;
export type TrackRecordBody = v.InferInput<typeof trackRecordBody>;

const uuid = v.pipe(v.string(), v.uuid(trackRecordMessages.notFound));
export const trackRecordIdParams = v.object({ id: uuid });
export const trackRecordSheetParams = v.object({
  id: uuid,
  sheetId: v.pipe(v.string(), v.uuid(trackRecordMessages.sheetNotFound)),
});
export const investmentIdParams = v.object({ investmentId: v.pipe(v.string(), v.uuid(trackRecordMessages.investmentNotFound)) });

const nullableNumber = v.nullable(v.number());

/** A figure with how it was computed, so a metric cell can show its formula and its flows. */
export const cashFlowSchema = v.object({ date: v.string(), amount: v.number(), label: v.optional(v.string()) });
export const irrReasons = ['no-flows', 'no-sign-change', 'no-root', 'multiple-roots', 'invalid-date'] as const;
export const irrReasonSchema = v.nullable(v.picklist(irrReasons));

/** Why an IRR is not shown (ADR 0029). */
export const irrReasonTexts: Record<(typeof irrReasons)[number], string> = {
  'no-flows': 'No cash flows yet.',
  'no-sign-change': 'The cash flows never change sign (all paid in or all returned), so there is no IRR.',
  'no-root': 'No rate makes the net present value zero, so there is no IRR.',
  'multiple-roots': 'Several rates make the net present value zero; none is shown because any one of them would mislead.',
  'invalid-date': 'A cash flow has no valid date.',
};

export const trackRecordMetricsSchema = v.object({
  currency: v.string(),
  paidIn: v.number(),
  distributions: v.number(),
  nav: v.number(),
  investments: v.number(),
  dpi: nullableNumber,
  rvpi: nullableNumber,
  tvpi: nullableNumber,
  grossMoic: nullableNumber,
  realizedMoic: nullableNumber,
  irr: nullableNumber,
  irrReason: irrReasonSchema,
  irrRoots: v.optional(v.array(v.number())),
  asOf: v.string(),
  flows: v.array(cashFlowSchema),
  formulas: v.record(v.string(), v.string()),
  reported: v.object({ grossMoic: nullableNumber, irr: nullableNumber }),
  flagged: v.array(v.string()),
});
export type TrackRecordMetrics = v.InferOutput<typeof trackRecordMetricsSchema>;

export const trackRecordSheetSchema = v.object({ id: v.string(), name: v.string(), rows: v.number() });

export const trackRecordSchema = v.object({
  id: v.string(),
  profileId: v.string(),
  name: v.string(),
  website: v.nullable(v.string()),
  currency: v.object({ label: v.string(), value: v.string() }),
  investmentPeriodFrom: v.number(),
  investmentPeriodTo: v.number(),
  numberOfInvestments: v.number(),
  investedCapital: v.object({ value: v.number(), currency: v.string() }),
  stageFocus: v.array(v.object({ value: v.string(), inputVal: v.string() })),
  type: v.string(),
  RVPIconfidence: v.string(),
  visible: v.boolean(),
  showGraduations: v.boolean(),
  sheets: v.array(trackRecordSheetSchema),
  metrics: trackRecordMetricsSchema,
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type TrackRecord = v.InferOutput<typeof trackRecordSchema>;
export const trackRecordListReply = v.object({ items: v.array(trackRecordSchema) });

export const trackRecordVisibilityBody = v.object({
  visible: v.optional(v.boolean('Visible must be true or false')), // not in spec
  showGraduations: v.optional(v.boolean('Show graduations must be true or false')), // not in spec
});

// ------------------------------------------------------------------------------------------ investments

const investmentCell = v.union([v.string(), v.number(), v.null()]);
export const investmentRowSchema = v.object({
  id: v.string(),
  position: v.number(),
  data: v.record(v.string(), investmentCell),
  metrics: v.object({
    status: v.picklist(trackRecordInvestmentStatuses),
    totalValue: v.number(),
    grossMoic: nullableNumber,
    realizedMoic: nullableNumber,
    irr: nullableNumber,
    irrReason: irrReasonSchema,
    flows: v.array(cashFlowSchema),
    flagged: v.array(v.string()),
  }),
});
export type InvestmentRow = v.InferOutput<typeof investmentRowSchema>;

/**
 * A query value that may repeat (`?status=active&status=realized`): one value arrives as a string, several as an
 * array; either becomes an array of distinct values.
 */
function queryList<T extends string = string>(valid: (value: string) => boolean, message: string) {
  return v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())], message),
      v.transform((value) => [...new Set((Array.isArray(value) ? value : [value]).map((x) => x.trim()).filter((x) => x !== ''))]),
      v.maxLength(50, trackRecordMessages.tooManyFilterValues),
      // One message on the filter's own key (not "status.1"): the grid shows it beside that filter.
      v.check((list) => list.every(valid), message),
      v.transform((list) => list as T[]),
    ),
  );
}
const queryDate = (message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(isIsoDate, message),
      v.transform((x) => x.slice(0, 10)),
    ),
  );

/**
 * The grid's column filters (all optional, combined with AND; values of one filter with OR): company name contains
 * (`search`, any case), primary sector is any of (`sector`, repeated, any case), status is any of (`status`,
 * repeated) and the date of initial investment within `investedFrom`..`investedTo` (inclusive ISO dates).
 * The list and the Excel export take the same filters, so the file holds what the grid shows.
 */
export const investmentFilterEntries = {
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search can be at most 100 characters'))), // not in spec
  sector: queryList((x) => x.length <= 200, trackRecordMessages.invalidSector),
  status: queryList<TrackRecordInvestmentStatus>(
    (x) => (trackRecordInvestmentStatuses as readonly string[]).includes(x),
    trackRecordMessages.invalidStatus,
  ),
  investedFrom: queryDate(trackRecordMessages.invalidInvestedFrom),
  investedTo: queryDate(trackRecordMessages.invalidInvestedTo),
};
const sortEntries = {
  sortBy: v.optional(v.picklist(trackRecordSortableKeys as [string, ...string[]], trackRecordMessages.invalidSortBy)),
  sortOrder: v.optional(v.picklist(['asc', 'desc'], 'Sort order must be asc or desc'), 'asc'), // not in spec
};
/** A range the wrong way round matches nothing: say so rather than show an empty grid. */
const rangeInOrder = (q: { investedFrom?: string; investedTo?: string }) =>
  !q.investedFrom || !q.investedTo || q.investedFrom <= q.investedTo;
const rangePaths = [['investedFrom'], ['investedTo']] as const;

export const investmentListQuery = v.pipe(
  v.object({
    skip: queryInteger(0, 0, Number.MAX_SAFE_INTEGER, trackRecordMessages.invalidSkip),
    take: v.pipe(
      v.optional(v.string(), '100'),
      v.picklist(['10', '20', '30', '40', '50', '100'], trackRecordMessages.invalidTake),
      v.transform(Number),
    ),
    ...sortEntries,
    ...investmentFilterEntries,
  }),
  v.forward(v.partialCheck(rangePaths, rangeInOrder, trackRecordMessages.invalidInvestedRange), ['investedTo']),
);
/** The export's query: the grid's order and filters, no paging. */
export const investmentExportQuery = v.pipe(
  v.object({ ...sortEntries, ...investmentFilterEntries }),
  v.forward(v.partialCheck(rangePaths, rangeInOrder, trackRecordMessages.invalidInvestedRange), ['investedTo']),
);
export type InvestmentExportQuery = v.InferOutput<typeof investmentExportQuery>;
/** The filters as the client sends them (before the query's defaults and transforms). */
export interface InvestmentFilters {
  search?: string;
  sector?: string[];
  status?: TrackRecordInvestmentStatus[];
  investedFrom?: string;
  investedTo?: string;
}
export type InvestmentListQuery = v.InferOutput<typeof investmentListQuery>;
export const investmentListReply = v.object({
  items: v.array(investmentRowSchema),
  total: v.number(),
  skip: v.number(),
  take: v.number(),
  /** The distinct primary sectors of the whole sheet (the sector filter's options), whatever the filters. */
  sectors: v.optional(v.array(v.string())),
});

/** A row body: one cell per sheet column key (checked by validateInvestmentRow, all errors at once). */
export const investmentBody = v.record(v.string(), v.unknown());

// ------------------------------------------------------------------------------------------ import

export const sheetFileBody = v.object({
  fileName: v.pipe(v.string('File name is required'), v.nonEmpty('File name is required')), // not in spec
  /** The file's bytes, base64 (a JSON body keeps the call typed like every other). */
  contentBase64: v.pipe(v.string('File is required'), v.nonEmpty('File is required')), // not in spec
});

export const rowErrorSchema = v.object({ row: v.number(), errors: v.record(v.string(), v.array(v.string())) });
export const sheetPreviewReply = v.object({
  columns: v.array(v.string()),
  unknownColumns: v.array(v.string()),
  rows: v.array(v.record(v.string(), investmentCell)),
  errors: v.array(rowErrorSchema),
  valid: v.boolean(),
});
export type SheetPreview = v.InferOutput<typeof sheetPreviewReply>;

export const validateRowsBody = v.object({
  rows: v.pipe(v.array(v.record(v.string(), v.unknown()), 'Rows are required'), v.maxLength(20000, trackRecordMessages.tooManyRows)), // not in spec
});
export const validateRowsReply = v.object({ valid: v.boolean(), errors: v.array(rowErrorSchema) });

export const importRowsBody = v.object({
  ...validateRowsBody.entries,
  mode: v.optional(v.picklist(['replace', 'append'], 'Mode must be replace or append'), 'replace'), // not in spec
});
export const importRowsReply = v.object({ imported: v.number(), total: v.number() });

// ------------------------------------------------------------------------------------------ column preferences

export const sheetConfigSchema = v.object({
  hiddenColumns: v.pipe(
    v.array(v.picklist(trackRecordColumns.map((c) => c.key) as [string, ...string[]], 'Unknown column')),
    v.maxLength(100),
  ), // not in spec
});
export type SheetConfig = v.InferOutput<typeof sheetConfigSchema>;

// ------------------------------------------------------------------------------------------ charts

/** The 24 charts of forms §2 (chart sets one and two), in the spec's order. */
export const trackRecordCharts = [
  { key: 'sectorsByCost', title: 'Sectors by cost', set: 1, kind: 'pie' },
  { key: 'sectorsByMoic', title: 'Sectors by MOIC', set: 1, kind: 'bar' },
  { key: 'regionsByCost', title: 'Regions by costs', set: 1, kind: 'pie' },
  { key: 'countriesByCost', title: 'Countries by costs', set: 1, kind: 'bar' },
  { key: 'initialInvestmentStage', title: 'Initial investment stage', set: 1, kind: 'bar' },
  { key: 'performanceSensitivity', title: 'Performance sensitivity (MOIC)', set: 1, kind: 'bar' },
  { key: 'valueAppreciation', title: 'Value appreciation', set: 1, kind: 'bar' },
  { key: 'fundReturner', title: 'Fund returner', set: 1, kind: 'bar' },
  { key: 'investmentStatus', title: 'Investment status', set: 1, kind: 'pie' },
  { key: 'initialPreMoneyValuationRange', title: 'Initial pre-money valuation range', set: 1, kind: 'bar' },
  { key: 'initialOwnership', title: 'Initial ownership', set: 1, kind: 'bar' },
  { key: 'dealSourceOwnership', title: 'Deal source ownership', set: 1, kind: 'bar' },
  { key: 'roleOfInvestor', title: 'Role of investor', set: 2, kind: 'pie' },
  { key: 'exitRoute', title: 'Exit route', set: 2, kind: 'pie' },
  { key: 'valuationDevelopment', title: 'Valuation development', set: 2, kind: 'bar' },
  { key: 'ownershipDevelopment', title: 'Ownership development', set: 2, kind: 'bar' },
  { key: 'boardRole', title: 'Board role', set: 2, kind: 'pie' },
  { key: 'strategyFit', title: 'Strategy fit of companies', set: 2, kind: 'pie' },
  { key: 'investmentHoldingPeriod', title: 'Investment holding period', set: 2, kind: 'bar' },
  { key: 'holdingPeriodByMoic', title: 'Holding period by MOIC', set: 2, kind: 'bar' },
  { key: 'timeSinceLastValuation', title: 'Average time since last valuation per company', set: 2, kind: 'bar' },
  { key: 'investmentPacing', title: 'Investment pacing per quarter', set: 2, kind: 'line' },
  { key: 'typeOfInvestments', title: 'Type of investments', set: 2, kind: 'pie' },
  { key: 'capitalLossRatio', title: 'Capital loss ratio', set: 2, kind: 'bar' },
] as const;
export type TrackRecordChartKey = (typeof trackRecordCharts)[number]['key'];

/** A chart's data: categories with one or more named series (the table alternative shows the same). */
export const chartReplySchema = v.object({
  key: v.string(),
  title: v.string(),
  kind: v.picklist(['pie', 'bar', 'line']),
  unit: v.picklist(['currency', 'multiple', 'count', 'percent', 'months']),
  currency: v.string(),
  categories: v.array(v.string()),
  series: v.array(v.object({ label: v.string(), data: v.array(v.nullable(v.number())) })),
  note: v.nullable(v.string()),
});
export type ChartReply = v.InferOutput<typeof chartReplySchema>;
export const graphParams = v.object({
  trackRecordSheetId: v.pipe(v.string(), v.uuid(trackRecordMessages.sheetNotFound)),
  trackRecordId: v.pipe(v.string(), v.uuid(trackRecordMessages.notFound)),
});

/**
 * Dashboard figures (product §2, forms §2): track records (name, investments, TVPI, DPI) and recent company
 * graduations (company, stage, participation, total invested, pre-money valuation, valuation delta, time to graduate,
 * participating investors).
 */
export const trackRecordDashboardReply = v.object({
  trackRecords: v.array(v.object({ id: v.string(), name: v.string(), investments: v.number(), tvpi: nullableNumber, dpi: nullableNumber })),
  recentGraduations: v.array(
    v.object({
      id: v.string(),
      trackRecordId: v.string(),
      company: v.string(),
      stage: v.string(),
      closingDate: v.string(),
      participation: v.boolean(),
      totalInvested: v.number(),
      preMoneyValuation: nullableNumber,
      valuationDelta: nullableNumber,
      monthsToGraduate: nullableNumber,
      participatingInvestors: v.array(v.string()),
    }),
  ),
});
