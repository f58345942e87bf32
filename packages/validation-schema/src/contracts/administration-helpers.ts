import * as v from 'valibot';
import { profileTypes } from '../enums/profiles';
import { maxText } from '../rules/strings';

/**
 * Contract of the administration helpers (product §7 Administration: "suggestedKeywords/{searchTerm}",
 * "profile/context", "GET favicon/{url}, url/metadata"). Payloads are "not shown"; our design
 * (modules/administration-helpers/README.md). Administrators only. favicon and url/metadata fetch another
 * site through the SSRF-guarded fetch (lib/safe-fetch.ts) and keep the answer for a day.
 */

export const helperMessages = {
  searchTermRequired: 'Search term is required', // not in spec
  urlRequired: 'URL is required', // not in spec
  urlInvalid: 'Enter a valid http or https address', // not in spec
  blocked: 'This address cannot be fetched (it is not a public web address).', // not in spec
  unreachable: 'This address could not be read.', // not in spec
  noFavicon: 'This site has no icon.', // not in spec
} as const;

export const suggestedKeywordsParams = v.object({
  searchTerm: v.pipe(v.string(), v.trim(), v.nonEmpty(helperMessages.searchTermRequired), maxText(100)),
});

export const suggestedKeywordsReply = v.object({
  items: v.array(v.object({ keyword: v.string(), count: v.number() })),
});
export type SuggestedKeywords = v.InferOutput<typeof suggestedKeywordsReply>;

/** http(s) with a host name or an IP literal (the SSRF guard, not this pattern, decides what may be fetched). */
export const HELPER_URL_PATTERN =
  /^(?:https?:\/\/)?(?:(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/i;

const urlText = v.pipe(
  v.string(helperMessages.urlRequired),
  v.trim(),
  v.nonEmpty(helperMessages.urlRequired),
  maxText(2000),
  v.regex(HELPER_URL_PATTERN, helperMessages.urlInvalid),
);

/** {url}: the address, URL-encoded (a bare host such as example.com is read as https://example.com). */
export const faviconParams = v.object({ url: urlText });
export const urlMetadataQuery = v.object({ url: urlText });

export const urlMetadataReply = v.object({
  url: v.string(),
  /** The address after redirects. */
  finalUrl: v.string(),
  title: v.nullable(v.string()),
  description: v.nullable(v.string()),
  siteName: v.nullable(v.string()),
  imageUrl: v.nullable(v.string()),
  faviconUrl: v.nullable(v.string()),
  fetchedAt: v.string(),
});
export type UrlMetadata = v.InferOutput<typeof urlMetadataReply>;

/** GET administration/profile/context: what an administrator needs to know about the profile named in meta-profile-id. */
export const profileContextReply = v.object({
  profile: v.object({
    id: v.string(),
    type: v.picklist(profileTypes),
    name: v.string(),
    slug: v.string(),
    status: v.string(),
    createdAt: v.string(),
    updatedAt: v.string(),
  }),
  claimed: v.boolean(),
  members: v.array(v.object({ userId: v.string(), email: v.string(), role: v.string() })),
  pendingApprovals: v.number(),
  pendingClaims: v.number(),
  discoveryWeight: v.number(),
  followers: v.number(),
});
export type ProfileContext = v.InferOutput<typeof profileContextReply>;
