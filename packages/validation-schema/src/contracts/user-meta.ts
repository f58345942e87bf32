import * as v from 'valibot';
import { formObject } from '../rules/object';
import { requiredString } from '../rules/strings';

/**
 * Contract of the user-meta family (api/user-meta): what the client tells us about a visit,
 * keyed by user and browser session. The server adds the client's IP address.
 */

/** Longest browser session id accepted (our choice). */
export const USER_META_SESSION_ID_MAX_LENGTH = 200;
/** Longest value of one data field (our choice: enough for a long landing-page URL). */
export const USER_META_VALUE_MAX_LENGTH = 2048;

export const userMetaMessages = {
  sessionIdRequired: 'Session id is required', // not in spec
  sessionIdMaxLength: `Session id can be at most ${USER_META_SESSION_ID_MAX_LENGTH} characters`, // not in spec
  dataInvalid: 'Data must be an object', // not in spec
  valueInvalid: `Must be a text of at most ${USER_META_VALUE_MAX_LENGTH} characters`, // not in spec
} as const;

const metaValue = v.optional(
  v.pipe(v.string(userMetaMessages.valueInvalid), v.maxLength(USER_META_VALUE_MAX_LENGTH, userMetaMessages.valueInvalid)),
);

/** The visit data the client sends; unknown keys are dropped. */
export const userMetaDataSchema = v.object(
  {
    userAgent: metaValue,
    referrer: metaValue,
    landingPage: metaValue,
    utmSource: metaValue,
    utmMedium: metaValue,
    utmCampaign: metaValue,
    /** IANA name, e.g. 'Europe/Berlin'. */
    timezone: metaValue,
    /** e.g. 'en-GB'. */
    language: metaValue,
    /** e.g. '1920x1080'. */
    screen: metaValue,
    /** The x-forwarded-for header the client sent, kept as a claim (the trusted address is `ip`). */
    forwardedFor: metaValue,
  },
  userMetaMessages.dataInvalid,
);
export type UserMetaData = v.InferOutput<typeof userMetaDataSchema>;

/** POST api/user-meta (send x-forwarded-for through proxies): records the visit of the signed-in user. */
export const createUserMetaBody = formObject({
  /** The browser session id the client generated (kept in sessionStorage), not the auth session. */
  sessionId: v.pipe(
    requiredString(userMetaMessages.sessionIdRequired, null),
    v.maxLength(USER_META_SESSION_ID_MAX_LENGTH, userMetaMessages.sessionIdMaxLength),
  ),
  data: v.optional(userMetaDataSchema, {}),
});
export type CreateUserMetaInput = v.InferOutput<typeof createUserMetaBody>;

/** One recorded visit. */
export const userMetaSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  userId: v.pipe(v.string(), v.uuid()),
  sessionId: v.string(),
  /** The client's address: the first x-forwarded-for entry behind a trusted proxy, else the peer address. */
  ip: v.nullable(v.string()),
  userAgent: v.nullable(v.string()),
  data: userMetaDataSchema,
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type UserMeta = v.InferOutput<typeof userMetaSchema>;

/** Path parameters of GET api/user-meta/userId/{userId}/sessionId/{sessionId}. */
export const userMetaParams = v.object({
  userId: v.pipe(v.string(), v.description('The user id.')),
  sessionId: v.pipe(v.string(), v.description('The browser session id given to POST api/user-meta.')),
});
export type UserMetaParams = v.InferOutput<typeof userMetaParams>;
