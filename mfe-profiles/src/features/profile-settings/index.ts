// The profile-management screens' frame: their list, navigation and page.
export { ProfileSettingsAlias } from './profile-settings-alias';
export { SettingsSectionPage } from './settings-section-page';
export { settingsSections, shareLinkPages } from './settings-sections';
