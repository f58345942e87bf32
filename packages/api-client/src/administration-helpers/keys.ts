import { queryKeys } from '../query/query-keys';

/** ['administration-helpers', 'keywords', term], ['administration-helpers', 'url-metadata', url], ['administration-helpers', 'profile-context', id]. */
export const administrationHelpersKeys = queryKeys('administration-helpers');
