import {
  type ErrorFileFormat,
  type ExportProfilesInput,
  importColumns,
  importMessages as text,
  type ImportMode,
  type ImportReport,
  type ImportRow,
  type ProfileType,
  profileTypes,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type AuditEvent, audit } from '../../lib/audit';
import { profileChanged, publishSections, putWorkingSection, readWorkingSections, setPublishedAt } from '../profile-sections';
import { createImportedProfile, type DbOrTx, memberCounts, profilesByLowerNames, profilesForExport, touchProfile } from '../profiles';
import { type Cells, cellsOfSections, checkSections, sectionsOfRow, type Sections } from './mapping';
import { type Sheet, type SheetRow, writeSheet } from './sheet';

/**
 * The import of market data (README.md): plan every row (create, update, or its errors) without writing; apply
 * the plan in one transaction, re-checking each row under the lock of what it changes, so any failure rolls back
 * every row before it.
 */

interface Match {
  id: string;
  slug: string;
  status: string;
  claimed: boolean;
}

interface PlannedRow {
  report: ImportRow;
  type: ProfileType | null;
  name: string;
  sections: Sections;
}

const key = (type: string, name: string) => `${type}\u0000${name.trim().toLowerCase()}`;

/** Live profiles by type and lower-cased name, with whether they have a member (claimed). */
async function matchesOf(db: DbOrTx, rows: readonly { type: ProfileType; name: string }[], lock = false): Promise<Map<string, Match>> {
  const matches = new Map<string, Match>();
  if (rows.length === 0) return matches;
  const names = [...new Set(rows.map((row) => row.name.trim().toLowerCase()))];
  const found = await profilesByLowerNames(db, names, { forUpdate: lock });
  const members = await memberCounts(
    db,
    found.map((row) => row.id),
  );
  const claimed = new Set([...members].filter(([, n]) => n > 0).map(([profileId]) => profileId));
  for (const row of found) {
    const k = key(row.type, row.name);
    // Two live profiles of one name: a claimed one wins (the import must not shadow it).
    const current = matches.get(k);
    if (!current || (!current.claimed && claimed.has(row.id))) {
      matches.set(k, { id: row.id, slug: row.slug, status: row.status, claimed: claimed.has(row.id) });
    }
  }
  return matches;
}

async function workingSections(db: DbOrTx, profileIds: readonly string[]): Promise<Map<string, Map<string, Record<string, unknown>>>> {
  const byProfile = new Map<string, Map<string, Record<string, unknown>>>();
  if (profileIds.length === 0) return byProfile;
  const rows = await readWorkingSections(db, profileIds);
  for (const row of rows) {
    const sections = byProfile.get(row.profileId) ?? new Map();
    sections.set(row.section, row.data as Record<string, unknown>);
    byProfile.set(row.profileId, sections);
  }
  return byProfile;
}

const typeOf = (value: string | undefined): ProfileType | null => {
  const found = profileTypes.find(
    (type) =>
      type.toLowerCase() ===
      value
        ?.trim()
        .toLowerCase()
        .replace(/[\s_-]+/g, ''),
  );
  return found ?? null;
};

/** What every row would do, reading the database as it is now (nothing is written). */
export async function planImport(db: DbOrTx, sheetRows: readonly SheetRow[], lock = false): Promise<PlannedRow[]> {
  const typed = sheetRows.map((row) => ({ row, type: typeOf(row.cells.type), name: row.cells.name?.trim() ?? '' }));
  const matches = await matchesOf(
    db,
    typed.filter((row): row is typeof row & { type: ProfileType } => row.type !== null && row.name !== ''),
    lock,
  );
  const current = await workingSections(
    db,
    [...matches.values()].filter((match) => !match.claimed).map((match) => match.id),
  );
  const seen = new Set<string>();
  return typed.map(({ row, type, name }) => {
    const errors: string[] = [];
    if (!type) errors.push(text.typeRequired);
    if (!name) errors.push(text.nameRequired);
    let match: Match | undefined;
    let sections: Sections = {};
    if (type && name) {
      const k = key(type, name);
      if (seen.has(k)) errors.push(text.duplicateRow);
      seen.add(k);
      match = matches.get(k);
      if (match?.claimed) errors.push(text.claimedProfile);
      else if (match && match.status !== 'published') errors.push(text.pendingProfile);
      const checked = checkSections(type, sectionsOfRow(type, row.cells, name), (match && current.get(match.id)) ?? new Map());
      errors.push(...checked.errors);
      sections = checked.sections;
    }
    const action = errors.length ? 'error' : match ? 'update' : 'create';
    return {
      type,
      name,
      sections,
      report: { row: row.row, type, name, action, profileId: match?.id ?? null, slug: match?.slug ?? null, errors },
    };
  });
}

function reportOf(sheet: Sheet, fileName: string, mode: ImportMode, planned: readonly PlannedRow[], applied: boolean): ImportReport {
  const rows = planned.map((row) => row.report);
  return {
    mode,
    applied,
    fileName,
    total: rows.length,
    create: rows.filter((row) => row.action === 'create').length,
    update: rows.filter((row) => row.action === 'update').length,
    failed: rows.filter((row) => row.action === 'error').length,
    ignoredColumns: sheet.ignoredColumns,
    rows,
  };
}

/** The import refused as a whole: 422 with each failing row's errors under `row <n>`, nothing written. */
export class ImportRefused extends AppError {
  constructor(readonly report: ImportReport) {
    super(
      422,
      text.hasErrors,
      'IMPORT_HAS_ERRORS',
      Object.fromEntries(report.rows.filter((row) => row.errors.length).map((row) => [`row ${row.row}`, row.errors])),
    );
  }
}

/** Internal: carries the planned rows out of the transaction so the caller can report them. */
class ImportRefusedRows extends Error {
  constructor(readonly planned: PlannedRow[]) {
    super('import has rows with errors');
  }
}

export interface ApplyOptions {
  userId: string;
  /** created_at / published_at of the rows (the demo seed dates its imports in the past). */
  at?: Date;
}

/**
 * Writes the planned rows inside `tx`: a new profile is published with no member (unclaimed, claimable);
 * an update rewrites the sections the row names and publishes them. Throws ImportRefused when a row has errors:
 * the caller's transaction then rolls back every row already written.
 */
export async function applyPlanned(tx: DbOrTx, planned: PlannedRow[], options: ApplyOptions): Promise<void> {
  const at = options.at ?? new Date();
  for (const row of planned) {
    if (row.report.action === 'error' || !row.type) throw new ImportRefusedRows(planned);
    let profileId = row.report.profileId;
    if (!profileId) {
      const created = await createImportedProfile(tx, { type: row.type, name: row.name, userId: options.userId, at });
      profileId = created.id;
      row.report.profileId = created.id;
      row.report.slug = created.slug;
    } else {
      await touchProfile(tx, profileId, at);
    }
    for (const [section, data] of Object.entries(row.sections)) {
      await putWorkingSection(tx, { profileId, section, data, userId: options.userId, at });
    }
    await publishSections(tx, profileId, null);
    if (options.at) await setPublishedAt(tx, profileId, at);
    await profileChanged(tx, profileId);
  }
}

/**
 * POST administration/import: `dryRun` plans and answers; `apply` plans again inside one transaction (the
 * matched profiles locked) and writes every row, or none (422 with the report).
 */
/**
 * POST administration/import. An apply is written to the audit log in its own transaction (commits with the rows, or
 * neither): who imported which file, and how many profiles it created and updated.
 */
export async function runImport(
  db: Db,
  sheet: Sheet,
  fileName: string,
  mode: ImportMode,
  userId: string,
  actor: Pick<AuditEvent, 'actorId' | 'actorEmail' | 'ip'> = { actorId: userId },
): Promise<ImportReport> {
  if (mode === 'dryRun') return reportOf(sheet, fileName, mode, await planImport(db, sheet.rows), false);
  try {
    const planned = await db.transaction(async (tx) => {
      const rows = await planImport(tx, sheet.rows, true);
      await applyPlanned(tx, rows, { userId });
      const counted = (action: string) => rows.filter((row) => row.report.action === action).length;
      await audit(tx, {
        ...actor,
        action: 'admin.marketDataImported',
        targetType: 'import',
        targetLabel: fileName,
        after: { rows: rows.length, created: counted('create'), updated: counted('update') },
      });
      return rows;
    });
    return reportOf(sheet, fileName, mode, planned, true);
  } catch (error) {
    if (error instanceof ImportRefusedRows) throw new ImportRefused(reportOf(sheet, fileName, mode, error.planned, false));
    throw error;
  }
}

/** Imports rows inside the caller's transaction (the demo seed): throws when any row has an error. */
export async function importRows(tx: DbOrTx, rows: readonly Cells[], options: ApplyOptions): Promise<ImportRow[]> {
  const planned = await planImport(
    tx,
    rows.map((cells, i) => ({ row: i + 2, cells, original: [] })),
    true,
  );
  try {
    await applyPlanned(tx, planned, options);
  } catch (error) {
    if (error instanceof ImportRefusedRows) {
      const failed = planned.filter((row) => row.report.errors.length).map((row) => `${row.name}: ${row.report.errors.join('; ')}`);
      throw new Error(`import refused: ${failed.join(' | ')}`);
    }
    throw error;
  }
  return planned.map((row) => row.report);
}

/** POST administration/import/error-file: the rows with errors as sent, plus an Errors column. */
export async function errorFile(db: DbOrTx, sheet: Sheet, format: ErrorFileFormat): Promise<Buffer> {
  const planned = await planImport(db, sheet.rows);
  const failed = sheet.rows
    .map((row, i) => ({ row, report: planned[i]!.report }))
    .filter(({ report }) => report.action === 'error')
    .map(({ row, report }) => [...row.original, report.errors.join('; ')]);
  return writeSheet('Errors', [...sheet.header, 'Errors'], failed, format);
}

// ------------------------------------------------------------------------------------ export

const EXPORT_MAX_ROWS = 50_000;

/** POST administration/profiles/list/{model}: the filtered profiles, columns of the import first, then id, slug, status, claimed. */
export async function exportProfiles(db: DbOrTx, model: ProfileType, filters: ExportProfilesInput): Promise<Buffer> {
  const rows = await profilesForExport(db, {
    type: model,
    status: filters.status,
    search: filters.search,
    claimed: filters.claimed,
    limit: EXPORT_MAX_ROWS,
  });
  const sections = await workingSections(
    db,
    rows.map((row) => row.id),
  );
  const columns = importColumns.filter((column) => (column.types as readonly string[]).includes(model));
  const header = [...columns.map((column) => column.label), 'Id', 'Slug', 'Status', 'Claimed', 'Created'];
  const data = rows.map((row) => {
    const cells = cellsOfSections(model, row.name, sections.get(row.id) ?? new Map());
    return [
      ...columns.map((column) => cells[column.key] ?? ''),
      row.id,
      row.slug,
      row.status,
      row.claimed ? 'yes' : 'no',
      row.createdAt.toISOString().slice(0, 10),
    ];
  });
  return writeSheet(model === 'serviceProvider' ? 'Service providers' : model === 'fund' ? 'Funds' : 'Investors', header, data, 'xlsx');
}
