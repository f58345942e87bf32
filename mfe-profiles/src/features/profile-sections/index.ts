// The profile-sections engine's public face: what a profile kind (fund-info, investor-info, service-provider) is made
// of, the owner page, and the pieces the composed pages (profile-pages) and the settings sections reuse. The edit page is
// not here: the routes load it on demand (import('./features/profile-sections/profile-edit-page')).
export {
  keyPeopleList,
  linkFields,
  pressClippingsList,
  referencesList,
  sharedSectionLabels,
  sharedSectionSpecs,
  stageOptions,
  videoFields,
} from './common-fields';
export { AnchorNav } from './anchor-nav';
export {
  type EditableProfileKind,
  fieldsOfSection,
  type ProfileKind,
  type ProfileKindEditing,
  type SectionAnchor,
} from './profile-kind';
export { ProfileOwnerPage } from './profile-owner-page';
export { enumOptions, type FieldSpec } from './section-fields/field-spec';
export { DeclinedApprovalNotice, PendingApprovalNotice } from './section-fields/section-approval';
export { SECTION_PREVIEW, SectionValues } from './section-fields/section-values';
export { keyFigures, ProfileHeader } from './profile-header';
export type { FieldRef, ProfileHeaderSpec } from './profile-kind';
export { formatDecimalText, formatMoney } from './section-fields/format';
