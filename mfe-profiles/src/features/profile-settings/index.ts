// The profile-management screens' frame: their list (from the navigation registry), navigation and page.
export { ProfileSettingsAlias } from './profile-settings-alias';
export { SettingsSectionPage } from './settings-section-page';
export { type SettingsPage, sectionSummaries, settingsPages } from './settings-sections';
