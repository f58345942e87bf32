export { getProfileContext, type ProfileContext, profileContextQueryOptions, useProfileContext } from './get-profile-context';
export {
  getSuggestedKeywords,
  type SuggestedKeywords,
  suggestedKeywordsQueryOptions,
  useSuggestedKeywords,
} from './get-suggested-keywords';
export { getFavicon } from './get-favicon';
export { getUrlMetadata, type UrlMetadata, urlMetadataQueryOptions, useUrlMetadata } from './get-url-metadata';
export { administrationHelpersKeys } from './keys';
