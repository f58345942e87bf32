import type { ProfileType } from '@fundnet/validation-schema';

/** Where the web app shows a profile of each type (owner page; public pages at `${path}/${slug}`). */
export const profilePagePaths: Readonly<Record<ProfileType, string>> = {
  fund: '/fund',
  investor: '/investor',
  serviceProvider: '/serviceProvider',
};
