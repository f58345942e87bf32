import type { FieldChange, ProfileSettings, PublicSection } from '@fundnet/validation-schema';
import { sameJson } from './json';
import { contentSections, type ProfileSectionsConfig, type SectionData } from './registry';

export interface PublishedSection {
  data: SectionData;
  publishedAt: Date;
}

/** True when the section is behind the NDA for a visitor who has not unlocked it. */
export function isLocked(settings: ProfileSettings, section: string, unlocked: ReadonlySet<string>): boolean {
  return settings.requireNda && settings.ndaSections.includes(section) && !unlocked.has(section);
}

/**
 * The public sections of a profile: published copies of the content sections only, without hidden
 * fields, and NDA sections locked (no data) unless the visitor's profile unlocked them.
 */
export function publicSections(
  config: ProfileSectionsConfig,
  published: ReadonlyMap<string, PublishedSection>,
  settings: ProfileSettings,
  unlocked: ReadonlySet<string>,
): Record<string, PublicSection> {
  const hidden = new Set(settings.hiddenFields);
  const result: Record<string, PublicSection> = {};
  for (const def of contentSections(config)) {
    const row = published.get(def.id);
    if (!row) continue;
    const publishedAt = row.publishedAt.toISOString();
    if (def.gateable && isLocked(settings, def.id, unlocked)) {
      result[def.id] = { data: null, locked: true, publishedAt };
      continue;
    }
    const data = Object.fromEntries(
      Object.entries(row.data).filter(([field]) => !hidden.has(`${def.id}.${field}`) && !def.privateFields?.includes(field)),
    );
    result[def.id] = { data, locked: false, publishedAt };
  }
  return result;
}

/** The top-level fields whose value differs between the published copy (before) and the working copy (after). */
export function diffSection(published: SectionData | null | undefined, working: SectionData | null | undefined): FieldChange[] {
  const fields = [...new Set([...Object.keys(published ?? {}), ...Object.keys(working ?? {})])].sort();
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const before = published?.[field] ?? null;
    const after = working?.[field] ?? null;
    if (!sameJson(before, after)) changes.push({ field, before, after });
  }
  return changes;
}
