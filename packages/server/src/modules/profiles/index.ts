// The public face of the profiles module: other modules, app.ts and the plugins import only from here. Its tables.ts
// is for other tables' foreign keys and the schema barrel only: readers use the reads below (ADR 0069).
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

export { profileRoutes } from './routes';
export { toProfileSummary } from './dto';
export { createProfile, deleteDraftProfile, type DbOrTx } from './service';
export { profilesHooks, type DraftProfileDeletedHook } from './extensions';
export {
  addMember,
  findMemberContact,
  isMemberWithRole,
  liveMembershipOf,
  lockedMemberRole,
  type MemberContact,
  memberContacts,
  memberCounts,
  memberProfileTypes,
  memberRole,
  membershipsOf,
  memberUserIds,
  memberUserIdsOf,
  membershipProfileIdsOf,
  profileAccess,
  profileMembersView,
  removeMembership,
  setMemberRole,
} from './members';
export {
  countProfiles,
  createImportedProfile,
  findProfile,
  findProfileBySlug,
  findProfileRow,
  lockProfiles,
  type ProfileFilter,
  profileIdsWhere,
  profilesByLowerNames,
  profilesForExport,
  type ProfileRef,
  type ProfileRow,
  profileRefs,
  profilesByIds,
  type ProfileStatus,
  setProfileStatus,
  touchProfile,
} from './read-model';
// data-room's access resolver reads a user's membership rows as they are (reads-memberships.ts says why).
export { membershipRowsOf } from './reads-memberships';
// billing lists the live profiles a free plan's feature reaches.
export { liveProfileIdsOfTypes } from './reads-ids';
// The administration console's profile figures.
export { liveProfileCount, profilesByTypeAndStatus, profilesCreatedByWeek } from './stats';
