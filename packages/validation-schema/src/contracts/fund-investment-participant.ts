import * as v from 'valibot';
import { formObject } from '../rules/object';
import { optionalMoney } from '../rules/money';
import { maxText } from '../rules/strings';
import { currencyCodes } from '../options/currencies';
import { adminPageQueryEntries } from './fund-manager';

/**
 * Contract of the fund-investment-participant family (api/fund-investment-participant; product §3 and §7: list,
 * upsert, read, delete). Payloads are "not shown"; our design (modules/fund-investment-participant/README.md):
 * a participant is an investor taking part in a fund (an LP, an anchor, a co-investor), kept by the Fundnet team
 * as market data: the fund is a fund profile, the investor an investor profile or only a name. Administrators only.
 */

export const participantTypes = ['lp', 'anchor', 'coInvestor', 'gpCommitment'] as const;
export type ParticipantType = (typeof participantTypes)[number];
export const participantTypeLabels: Record<ParticipantType, string> = {
  lp: 'Limited partner',
  anchor: 'Anchor investor',
  coInvestor: 'Co-investor',
  gpCommitment: 'GP commitment',
};

export const participantStatuses = ['prospect', 'softCircled', 'committed', 'closed'] as const;
export type ParticipantStatus = (typeof participantStatuses)[number];
export const participantStatusLabels: Record<ParticipantStatus, string> = {
  prospect: 'Prospect',
  softCircled: 'Soft-circled',
  committed: 'Committed',
  closed: 'Closed',
};

export const participantMessages = {
  idInvalid: 'Participant id is not valid', // not in spec
  fundRequired: 'Fund is required', // not in spec
  fundIdInvalid: 'Fund id is not valid', // not in spec
  investorIdInvalid: 'Investor id is not valid', // not in spec
  nameRequired: 'Investor name is required', // not in spec
  typeInvalid: 'Select a valid participation type', // not in spec
  statusInvalid: 'Select a valid status', // not in spec
  notFound: 'This participant does not exist.', // not in spec
  fundNotFound: 'This fund does not exist.', // not in spec
  investorNotFound: 'This investor does not exist.', // not in spec
} as const;

export const participantIdParams = v.object({ id: v.pipe(v.string(), v.trim(), v.uuid(participantMessages.idInvalid)) });

export const participantListQuery = v.object({
  ...adminPageQueryEntries,
  fundProfileId: v.optional(v.pipe(v.string(), v.trim(), v.uuid(participantMessages.fundIdInvalid))),
  status: v.optional(v.picklist(participantStatuses, participantMessages.statusInvalid)),
});
export type ParticipantListQuery = v.InferInput<typeof participantListQuery>;

export const upsertParticipantBody = formObject({
  id: v.optional(v.pipe(v.string(), v.trim(), v.uuid(participantMessages.idInvalid))),
  fundProfileId: v.pipe(
    v.string(participantMessages.fundRequired),
    v.trim(),
    v.nonEmpty(participantMessages.fundRequired),
    v.uuid(participantMessages.fundIdInvalid),
  ),
  investorProfileId: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => (value?.trim() ? value.trim() : null)),
    v.nullable(v.pipe(v.string(), v.uuid(participantMessages.investorIdInvalid))),
  ),
  /** Required unless an investor profile is named (then its name is used). */
  participantName: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => (value?.trim() ? value.trim() : null)),
    v.nullable(v.pipe(v.string(), maxText(160))),
  ),
  participantType: v.optional(v.picklist(participantTypes, participantMessages.typeInvalid), 'lp'),
  status: v.optional(v.picklist(participantStatuses, participantMessages.statusInvalid), 'prospect'),
  commitment: optionalMoney(),
  note: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => (value?.trim() ? value.trim() : null)),
    v.nullable(v.pipe(v.string(), maxText(1000))),
  ),
});
export type UpsertParticipantInput = v.InferInput<typeof upsertParticipantBody>;

const profileRef = v.object({ id: v.string(), name: v.string(), slug: v.string() });

export const participantSchema = v.object({
  id: v.string(),
  fund: profileRef,
  investor: v.nullable(profileRef),
  participantName: v.string(),
  participantType: v.picklist(participantTypes),
  status: v.picklist(participantStatuses),
  commitment: v.nullable(v.object({ value: v.number(), currency: v.picklist(currencyCodes) })),
  note: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Participant = v.InferOutput<typeof participantSchema>;

export const participantListReply = v.object({ items: v.array(participantSchema), total: v.number() });
export type ParticipantList = v.InferOutput<typeof participantListReply>;
