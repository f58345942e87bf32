// The rows of seeded profiles (sections, published copies, approval items), inserted in bulk: seed tooling, so it may
// write the tables of profile-sections and approvals directly (it lived in profile-sections, which owns only the first).

import type { ApprovalModel } from '@fundnet/validation-schema';
import type { ProfileType } from '@fundnet/validation-schema';
import { approvals } from '../modules/approvals/tables';
import type { DbOrTx } from '../modules/profiles';
import type { SectionData } from '../modules/profile-sections';
import { profileSections, profileSectionsPublished, profileSettings } from '../modules/profile-sections/tables';

/** The rows of one seeded profile (demo data of every family): what the seeds insert in bulk. */
export interface SeedRows {
  working: (typeof profileSections.$inferInsert)[];
  published: (typeof profileSectionsPublished.$inferInsert)[];
  items: (typeof approvals.$inferInsert)[];
}

export const emptySeedRows = (): SeedRows => ({ working: [], published: [], items: [] });

/**
 * Adds a profile's section documents to `rows`: every section as the working copy; the published copy
 * for a published profile (and the admin section, which administrators publish at once); and the
 * whole-profile submission: approved for published profiles, declined for rejected ones, waiting for the
 * others (drafts have none).
 */
export function addProfileSeedRows(
  rows: SeedRows,
  input: {
    model: ApprovalModel;
    profile: { id: string; status: string; createdByUserId: string };
    docs: ReadonlyMap<string, SectionData>;
    adminId: string;
    /** A date `days` after the profile's creation (capped at now). */
    at(days: number): Date;
    rejection: { reason: string; message: string };
  },
): void {
  const { profile, at, adminId } = input;
  const owner = profile.createdByUserId;
  const isPublished = profile.status === 'published';
  for (const [section, data] of input.docs) {
    rows.working.push({ profileId: profile.id, section, data, updatedAt: at(1), updatedBy: section === 'admin-section' ? adminId : owner });
    if (isPublished || section === 'admin-section') rows.published.push({ profileId: profile.id, section, data, publishedAt: at(3) });
  }
  if (profile.status === 'draft') return;
  const rejected = profile.status === 'rejected';
  const decided = isPublished || rejected;
  rows.items.push({
    model: input.model,
    profileId: profile.id,
    section: null,
    status: isPublished ? 'Approved' : rejected ? 'Declined' : 'Tbd',
    reason: rejected ? input.rejection.reason : null,
    message: rejected ? input.rejection.message : null,
    submittedByUserId: owner,
    submittedAt: at(2),
    decidedByUserId: decided ? adminId : null,
    decidedAt: decided ? at(3) : null,
    createdAt: at(2),
  });
}

/** What a family's demo seed plans for one profile: its section documents (already valid) and its settings. */
export interface PlannedSeedProfile {
  docs: Map<string, SectionData>;
  settings?: { requireNda: boolean; ndaSections: string[]; hiddenFields: string[]; notApplicableFields: string[] };
}

const DAY_MS = 86_400_000;

interface SeedWorld {
  now: Date;
  users: readonly { id: string; kind: string }[];
  profiles: readonly { id: string; type: ProfileType; status: string; demo: boolean; createdByUserId: string; createdAt: Date }[];
}

/**
 * Seeds the sections of every demo profile of one type (investor and service provider seeds): the
 * family plans each profile's documents and settings; this writes them with their submissions.
 */
export async function seedFamilySections<P extends SeedWorld['profiles'][number]>(
  tx: DbOrTx,
  world: SeedWorld & { profiles: readonly P[] },
  family: {
    type: ProfileType;
    model: ApprovalModel;
    rejection: { reason: string; message: string };
    plan(profile: P, index: number): PlannedSeedProfile;
  },
): Promise<Record<string, number>> {
  const admin = world.users.find((u) => u.kind === 'admin')!;
  const rows = emptySeedRows();
  const settings: (typeof profileSettings.$inferInsert)[] = [];
  const list = world.profiles.filter((p): p is P => p.type === family.type);
  for (const [index, profile] of list.entries()) {
    const at = (days: number) => new Date(Math.min(world.now.getTime(), profile.createdAt.getTime() + days * DAY_MS));
    const planned = family.plan(profile, index);
    addProfileSeedRows(rows, { model: family.model, profile, docs: planned.docs, adminId: admin.id, at, rejection: family.rejection });
    if (planned.settings)
      settings.push({ profileId: profile.id, ...planned.settings, updatedAt: at(2), updatedBy: profile.createdByUserId });
  }
  if (rows.working.length > 0) await tx.insert(profileSections).values(rows.working);
  if (rows.published.length > 0) await tx.insert(profileSectionsPublished).values(rows.published);
  if (settings.length > 0) await tx.insert(profileSettings).values(settings);
  if (rows.items.length > 0) await tx.insert(approvals).values(rows.items);
  return {
    profiles: list.length,
    sections: rows.working.length,
    publishedSections: rows.published.length,
    approvalItems: rows.items.length,
  };
}
