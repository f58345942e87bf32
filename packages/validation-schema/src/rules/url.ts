import * as v from 'valibot';
import { URL_MAX_LENGTH } from '../constants';
import { messages } from '../messages';
import { maxText } from './strings';

/**
 * A website address: optional http(s) scheme, a dotted host name with a 2+ letter top-level
 * domain, optional port, optional path/query/fragment. "example.com" is accepted as typed.
 */
export const URL_PATTERN = /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** Hosts with their own link fields, each link must be on its own host and carry a path. */
export const linkHosts = ['linkedin', 'twitter', 'facebook', 'crunchbase', 'medium', 'dealroom'] as const;
export type LinkHost = (typeof linkHosts)[number];

const scheme = '^(?:https?:\\/\\/)?';
/** One pattern per host. `twitter` accepts twitter.com and x.com; `medium` accepts user.medium.com. */
export const linkHostPatterns: Readonly<Record<LinkHost, RegExp>> = {
  linkedin: new RegExp(`${scheme}(?:[a-z0-9-]+\\.)?linkedin\\.com\\/\\S+$`, 'i'),
  twitter: new RegExp(`${scheme}(?:www\\.|mobile\\.)?(?:twitter|x)\\.com\\/\\S+$`, 'i'),
  facebook: new RegExp(`${scheme}(?:[a-z0-9-]+\\.)?(?:facebook|fb)\\.com\\/\\S+$`, 'i'),
  crunchbase: new RegExp(`${scheme}(?:www\\.)?crunchbase\\.com\\/\\S+$`, 'i'),
  medium: new RegExp(`${scheme}(?:(?:www\\.)?medium\\.com\\/\\S+|[a-z0-9-]+\\.medium\\.com(?:\\/\\S*)?)$`, 'i'),
  dealroom: new RegExp(`${scheme}(?:[a-z0-9-]+\\.)?dealroom\\.co\\/\\S+$`, 'i'),
};

/** The message of each host's link when it does not match. */
export const linkHostMessages: Readonly<Record<LinkHost, string>> = {
  linkedin: messages.enterCorrectLinkedinUrl,
  twitter: messages.enterCorrectTwitterUrl,
  facebook: messages.enterCorrectFacebookUrl,
  crunchbase: messages.enterCorrectCrunchbaseUrl,
  medium: messages.enterCorrectMediumUrl,
  dealroom: messages.enterCorrectDealroomUrl,
};

export function isUrl(value: string): boolean {
  return URL_PATTERN.test(value.trim());
}

export function isLinkUrl(host: LinkHost, value: string): boolean {
  return linkHostPatterns[host].test(value.trim());
}

function blankToNull(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * A required URL. A wrong value reports `message` (e.g. 'Enter correct url!', 'Invalid URL
 * format'); a missing or blank one reports `requiredMessage`, which defaults to `message`.
 */
export function urlSchema(message: string, requiredMessage: string = message) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.pipe(v.string(), maxText(URL_MAX_LENGTH), v.regex(URL_PATTERN, message)),
  );
}

/** An optional URL (spec §5): an empty string becomes `null` and is allowed; else `message`. */
export function optionalUrl(message: string) {
  return v.pipe(
    v.nullish(v.string(message), null),
    v.transform(blankToNull),
    v.nullable(v.pipe(v.string(), maxText(URL_MAX_LENGTH), v.regex(URL_PATTERN, message))),
  );
}

/** A required link on `host`; blank reports `requiredMessage`, another host `message`. */
export function requiredLinkUrl(host: LinkHost, requiredMessage: string, message: string = linkHostMessages[host]) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.pipe(v.string(), maxText(URL_MAX_LENGTH), v.regex(linkHostPatterns[host], message)),
  );
}

/** An optional link on `host`: empty becomes `null` and is allowed; another host reports `message`. */
export function optionalLinkUrl(host: LinkHost, message: string = linkHostMessages[host]) {
  return v.pipe(
    v.nullish(v.string(message), null),
    v.transform(blankToNull),
    v.nullable(v.pipe(v.string(), maxText(URL_MAX_LENGTH), v.regex(linkHostPatterns[host], message))),
  );
}

/** Optional LinkedIn link: 'Enter correct Linkedin url!'. */
export const linkedinUrlSchema = optionalLinkUrl('linkedin');
/** Required LinkedIn link: 'LinkedIn profile is required', then 'Enter correct Linkedin url!'. */
export const requiredLinkedinUrlSchema = requiredLinkUrl('linkedin', messages.linkedinRequired);
/** Optional X/Twitter link (twitter.com or x.com). */
export const twitterUrlSchema = optionalLinkUrl('twitter');
/** Optional Facebook link (facebook.com or fb.com). */
export const facebookUrlSchema = optionalLinkUrl('facebook');
/** Optional Crunchbase link. */
export const crunchbaseUrlSchema = optionalLinkUrl('crunchbase');
/** Optional Medium link (medium.com/... or name.medium.com). */
export const mediumUrlSchema = optionalLinkUrl('medium');
/** Optional Dealroom link (dealroom.co, app.dealroom.co). */
export const dealroomUrlSchema = optionalLinkUrl('dealroom');
