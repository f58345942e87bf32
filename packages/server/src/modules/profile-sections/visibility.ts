import {
  type AudienceContext,
  audienceOf,
  canRead,
  type FieldChange,
  type ProfileSettings,
  type PublicSection,
  type WithheldField,
} from '@fundnet/validation-schema';
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
 * The sections of a profile as a reader who is not editing it sees them: published copies of the content sections
 * only, without hidden fields, private fields, and fields whose audience (profiles/field-audiences.ts) the reader is
 * not in; NDA sections locked (no data) unless the reader's profile unlocked them. `withheld` lists the fields left
 * out for their audience (present in the published copy), so the page can say why.
 */
export function publicSections(
  config: ProfileSectionsConfig,
  published: ReadonlyMap<string, PublishedSection>,
  settings: ProfileSettings,
  unlocked: ReadonlySet<string>,
  audience: AudienceContext,
): { sections: Record<string, PublicSection>; withheld: WithheldField[] } {
  const hidden = new Set(settings.hiddenFields);
  const sections: Record<string, PublicSection> = {};
  const withheld: WithheldField[] = [];
  for (const def of contentSections(config)) {
    const row = published.get(def.id);
    if (!row) continue;
    const publishedAt = row.publishedAt.toISOString();
    if (def.gateable && isLocked(settings, def.id, unlocked)) {
      sections[def.id] = { data: null, locked: true, publishedAt };
      continue;
    }
    const data: SectionData = {};
    for (const [field, value] of Object.entries(row.data)) {
      const path = `${def.id}.${field}`;
      if (hidden.has(path) || def.privateFields?.includes(field)) continue;
      const fieldAudience = audienceOf(config.type, path);
      if (!canRead(fieldAudience, audience)) {
        if (!isEmpty(value)) withheld.push({ field: path, audience: fieldAudience });
        continue;
      }
      data[field] = value;
    }
    sections[def.id] = { data, locked: false, publishedAt };
  }
  return { sections, withheld };
}

/** Nothing worth announcing as withheld: no value, a blank text, an empty list, or an object of such. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).every(isEmpty);
  return false;
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
