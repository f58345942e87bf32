// /userSettings: the layout; each tab loads with its route.
export { UserSettingsLayout } from './user-settings-layout';
