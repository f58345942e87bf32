// The public face of the profile-sections module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema). Everything else in the folder is internal;
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

export { toSectionState } from './dto';
// The approval items are the approvals module's rows: it implements this queue and app.ts plugs it in.
export { type ApprovalItem, type ApprovalQueue, provideApprovalQueue } from './approval-queue';
export {
  type ProfileChangedHook,
  profileChanged,
  profileSectionsHooks,
  type SectionsUnlocked,
  type SectionsUnlockedHook,
} from './extensions';
export { familyOfType, profileWithFamily, registerProfileFamily } from './families';
export { profileFamilyRoutes } from './family-routes';
export { familySections } from './family-sections';
// The public read every reader goes through (public page, share links): pass the reader's audience context.
export { isProfileMember, type ProfileFamily, type PublicReader, publicContext, readPublicProfile } from './family';
export type { ProfileSectionsConfig, SectionData } from './registry';
export {
  latestApprovals,
  lockProfile,
  publishSections,
  putWorkingSection,
  readPublished,
  readPublishedSections,
  readSettingsOf,
  readWorkingSections,
  readSettings,
  readWorking,
  recordUnlock,
  setPublishedAt,
  writeSection,
} from './service';
export { normalizeName, websiteDomain } from './similarity';
export { diffSection, isLocked } from './visibility';
// The fundraising dashboard reads a profile's data density from here.
export { familyDensity } from './family';
// Follow's profile cards are built from these rows (one statement for a page of cards).
export { profileCardSources } from './cards';
