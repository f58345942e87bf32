import * as v from 'valibot';
import { email } from '../rules/email';
import { formObject } from '../rules/object';
import { SHARE_LINK_MESSAGE_MAX_LENGTH, shareLinkMessages } from './fund-custom-profile-link';

/**
 * Contract of the fund-request-access family (api/fund-request-access). A visitor a share link stops (expired,
 * switched off, address not admitted, NDA section) asks the fund for access with an address and a message; the
 * fund's members see the requests in an inbox (and by mail, a link to /verifyRequestAccess?requestId=…), approve
 * (the address joins the link's allow list and leaves its deny list; the requester is mailed the link) or decline.
 */

export const requestAccessStatuses = ['pending', 'approved', 'declined'] as const;
export type RequestAccessStatus = (typeof requestAccessStatuses)[number];

export const requestAccessReasons = ['inactive', 'expired', 'notAllowed', 'nda'] as const;

export const requestAccessMessages = {
  reasonInvalid: 'Select a valid reason', // not in spec
  requestNotFound: 'This access request does not exist.', // not in spec
  requestIdInvalid: 'Access request id is not valid', // not in spec
  alreadyDecided: 'This access request was already answered.', // not in spec
} as const;

export const createRequestAccessBody = formObject({
  slug: v.pipe(v.string(shareLinkMessages.slugInvalid), v.regex(/^[A-Za-z0-9_-]{22,64}$/, shareLinkMessages.slugInvalid)),
  email: email(),
  message: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(SHARE_LINK_MESSAGE_MAX_LENGTH, shareLinkMessages.messageTooLong)), null),
  reason: v.nullish(v.picklist(requestAccessReasons, requestAccessMessages.reasonInvalid), null),
});
export type CreateRequestAccessInput = v.InferOutput<typeof createRequestAccessBody>;

export const requestAccessIdParams = v.object({
  id: v.pipe(v.string(requestAccessMessages.requestIdInvalid), v.uuid(requestAccessMessages.requestIdInvalid)),
});

export const requestAccessListQuery = v.object({
  status: v.optional(v.picklist([...requestAccessStatuses, 'all'], requestAccessMessages.requestIdInvalid), 'all'),
});

const isoDate = v.pipe(v.string(), v.isoTimestamp());

export const requestAccessSchema = v.object({
  id: v.string(),
  email: v.string(),
  message: v.nullable(v.string()),
  status: v.picklist(requestAccessStatuses),
  /** Why the link stopped the visitor when they asked (inactive, expired, notAllowed, nda) — null if not known. */
  reason: v.nullable(v.string()),
  link: v.object({ id: v.string(), name: v.string(), status: v.picklist(['active', 'inactive']) }),
  createdAt: isoDate,
  decidedAt: v.nullable(isoDate),
});
export type RequestAccess = v.InferOutput<typeof requestAccessSchema>;
export const requestAccessListReply = v.object({ items: v.array(requestAccessSchema), pending: v.number() });
/** What the visitor learns: the request was received (the same answer whatever the link's owner will decide). */
export const requestAccessCreatedReply = v.object({ received: v.literal(true) });
