// The public face of the profile-sections module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema). Everything else in the folder is internal;
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

export { toSectionState } from './dto';
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
export { publicContext, type ProfileFamily } from './family';
export type { ProfileSectionsConfig, SectionData } from './registry';
export {
  latestApprovals,
  lockProfile,
  publishSections,
  readPublished,
  readSettings,
  readWorking,
  recordUnlock,
  writeSection,
} from './service';
export { normalizeName, websiteDomain } from './similarity';
export { diffSection, isLocked } from './visibility';
