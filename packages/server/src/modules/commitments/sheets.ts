import { type Commitment, type CommitmentColumn, commitmentColumns } from '@fundnet/validation-schema';
import { newWorkbook } from '../../lib/lazy-libraries';

/** Column titles of the book (the grid shows the same ones: mfe-commitments commitments/columns.ts). */
export const COLUMN_TITLES: Readonly<Record<CommitmentColumn, string>> = {
  favicon: 'Logo',
  investmentEntity: 'Investment entity',
  lpType: 'LP type',
  commitmentType: 'Commitment type',
  closing: 'Closing',
  intendedCheckSize: 'Intended check size',
  investorHq: 'Investor HQ',
  investorType: 'Investor type',
  website: 'Website',
  commitmentDate: 'Commitment date',
  avgCommitmentClosingTime: 'Closing time (days)',
  commitmentClosingDate: 'Commitment closing date',
  closingCheckSize: 'Closing check size',
  investorName: 'Investor name',
  email: 'Email',
  investorPhone: 'Phone',
  linkedin: 'LinkedIn',
  crmLink: 'CRM link',
  keyPerson: 'Key person',
  note: 'Note',
  actions: 'Actions',
  includeInFundLp: 'Include in fund LPs',
  showInvestmentAmount: 'Show investment amount',
  softAmount: 'Soft amount',
  softDate: 'Soft date',
  hardAmount: 'Hard amount',
  hardDate: 'Hard date',
  heat: 'Heat',
  engagementScore: 'Engagement score',
  suggestedFollowUp: 'Suggested follow-up',
  reminderFrequency: 'Reminder',
  passReason: 'Pass reason',
};

/** Columns that have no cell value in a file (an icon, the row's buttons). */
const NOT_EXPORTED: ReadonlySet<CommitmentColumn> = new Set(['favicon', 'actions']);
const MONEY: ReadonlySet<CommitmentColumn> = new Set(['intendedCheckSize', 'closingCheckSize', 'softAmount', 'hardAmount']);

type Cell = string | number | boolean | null;

/** The cell of one column for one row: amounts as numbers (their currency in the next column), dates as text. */
export function cellOf(row: Commitment, column: CommitmentColumn): Cell {
  switch (column) {
    case 'heat':
      return row.engagement.heat;
    case 'engagementScore':
      return row.engagement.score;
    case 'suggestedFollowUp':
      return row.engagement.suggestedFollowUp;
    case 'intendedCheckSize':
    case 'closingCheckSize':
    case 'softAmount':
    case 'hardAmount':
      return row[column]?.value ?? null;
    case 'favicon':
    case 'actions':
      return null;
    default:
      return (row[column] as Cell | undefined) ?? null;
  }
}

/** The exported columns: the grid's visible ones in its order (default all), without icon and action columns. */
export function exportedColumns(columns?: readonly CommitmentColumn[]) {
  return (columns?.length ? columns : commitmentColumns).filter((c) => !NOT_EXPORTED.has(c));
}

/** The book as an XLSX workbook: one header row, one row per commitment; an amount is followed by its currency. */
export async function commitmentsWorkbook(fundName: string, rows: readonly Commitment[], columns?: readonly CommitmentColumn[]) {
  const workbook = await newWorkbook();
  workbook.creator = 'Fundnet';
  const sheet = workbook.addWorksheet('LP commitments');
  const chosen = exportedColumns(columns);
  const header: string[] = [];
  for (const column of chosen) {
    header.push(COLUMN_TITLES[column]);
    if (MONEY.has(column)) header.push(`${COLUMN_TITLES[column]} currency`);
  }
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) {
    const cells: Cell[] = [];
    for (const column of chosen) {
      cells.push(cellOf(row, column));
      if (MONEY.has(column)) cells.push((row[column as 'softAmount'] as { currency: string } | null)?.currency ?? null);
    }
    sheet.addRow(cells);
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  workbook.title = `${fundName} LP commitments`;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
