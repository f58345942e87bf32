import * as v from 'valibot';
import { PAGE_SIZE_OPTIONS } from '../constants';
import { optionalEmailSchema } from '../rules/email';
import { formObject } from '../rules/object';
import { maxText } from '../rules/strings';
import { linkedinUrlSchema } from '../rules/url';
import { queryInteger } from './profile-sections';

/**
 * Contract of the fund-manager family (api/fund-manager; product §3 "Fund manager" and §7 "Each: GET list, POST
 * upsert, GET and DELETE {id}"). Payloads are "not shown"; our design (modules/fund-manager/README.md): a fund
 * manager is a person who runs a fund (a managing partner, a GP), kept by the Fundnet team as market data,
 * optionally linked to the fund's profile. Administrators only.
 */

export const FUND_MANAGER_NAME_MAX_LENGTH = 120;
export const FUND_MANAGER_BIO_MAX_LENGTH = 2000;

export const fundManagerMessages = {
  nameRequired: 'Name is required', // not in spec
  firmRequired: 'Management company is required', // not in spec
  idInvalid: 'Fund manager id is not valid', // not in spec
  fundIdInvalid: 'Fund id is not valid', // not in spec
  notFound: 'This fund manager does not exist.', // not in spec
  fundNotFound: 'This fund does not exist.', // not in spec
  invalidPage: 'Page must be a whole number of at least 1', // not in spec
  invalidLimit: 'Limit must be 10, 20, 30, 40 or 50', // not in spec
} as const;

const requiredText = (message: string, max: number) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), maxText(max));
const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => (value?.trim() ? value.trim() : null)),
    v.nullable(v.pipe(v.string(), maxText(max))),
  );
const optionalUuid = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => (value?.trim() ? value.trim() : null)),
    v.nullable(v.pipe(v.string(), v.uuid(message))),
  );

/** Shared by the list families of the administration content (fund-manager, fund-investment-participant). */
export const adminPageQueryEntries = {
  page: queryInteger(1, 1, Number.MAX_SAFE_INTEGER, fundManagerMessages.invalidPage),
  limit: v.pipe(
    v.optional(v.string(), '20'),
    v.transform(Number),
    v.picklist(PAGE_SIZE_OPTIONS as readonly number[], fundManagerMessages.invalidLimit),
  ),
  search: v.optional(v.pipe(v.string(), v.trim(), maxText(100))),
};

export const fundManagerIdParams = v.object({ id: v.pipe(v.string(), v.trim(), v.uuid(fundManagerMessages.idInvalid)) });

export const fundManagerListQuery = v.object({
  ...adminPageQueryEntries,
  fundProfileId: v.optional(v.pipe(v.string(), v.trim(), v.uuid(fundManagerMessages.fundIdInvalid))),
});
export type FundManagerListQuery = v.InferInput<typeof fundManagerListQuery>;

export const upsertFundManagerBody = formObject({
  id: v.optional(v.pipe(v.string(), v.trim(), v.uuid(fundManagerMessages.idInvalid))),
  name: requiredText(fundManagerMessages.nameRequired, FUND_MANAGER_NAME_MAX_LENGTH),
  firm: requiredText(fundManagerMessages.firmRequired, FUND_MANAGER_NAME_MAX_LENGTH),
  role: optionalText(FUND_MANAGER_NAME_MAX_LENGTH),
  email: optionalEmailSchema,
  linkedinUrl: linkedinUrlSchema,
  fundProfileId: optionalUuid(fundManagerMessages.fundIdInvalid),
  bio: optionalText(FUND_MANAGER_BIO_MAX_LENGTH),
});
export type UpsertFundManagerInput = v.InferInput<typeof upsertFundManagerBody>;

export const fundManagerSchema = v.object({
  id: v.string(),
  name: v.string(),
  firm: v.string(),
  role: v.nullable(v.string()),
  email: v.nullable(v.string()),
  linkedinUrl: v.nullable(v.string()),
  fundProfileId: v.nullable(v.string()),
  /** The linked fund's name and slug (null when none is linked or it was deleted). */
  fund: v.nullable(v.object({ id: v.string(), name: v.string(), slug: v.string() })),
  bio: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type FundManager = v.InferOutput<typeof fundManagerSchema>;

export const fundManagerListReply = v.object({ items: v.array(fundManagerSchema), total: v.number() });
export type FundManagerList = v.InferOutput<typeof fundManagerListReply>;
