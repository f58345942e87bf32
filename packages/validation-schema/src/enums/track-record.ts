import * as v from 'valibot';
import { messages } from '../messages';

export const dealOriginations = ['Outreach', 'Inbound', 'LP', 'VC'] as const;
export type DealOrigination = (typeof dealOriginations)[number];
export const dealOriginationSchema = v.picklist(dealOriginations, messages.invalidDealOrigination);

/** Investment status of a portfolio company (casing as in the spec). */
export const investmentStatuses = ['active', 'exit', 'WriteOff'] as const;
export type InvestmentStatus = (typeof investmentStatuses)[number];
export const investmentStatusSchema = v.picklist(investmentStatuses, messages.invalidInvestmentStatus);

export const exitStatuses = ['Realized', 'Unrealized', 'PartlyRealized', 'WriteOff'] as const;
export type ExitStatus = (typeof exitStatuses)[number];
export const exitStatusSchema = v.picklist(exitStatuses, messages.invalidExitStatus);

export const exitTypes = ['Acquisition', 'Secondary', 'IPO'] as const;
export type ExitType = (typeof exitTypes)[number];
export const exitTypeSchema = v.picklist(exitTypes, messages.invalidExitType);

/** How a fund investment was originated; also the type of a deal provider. */
export const dealOriginTypes = ['direct', 'fundOfFund', 'placementAgent', 'feeder', 'spv'] as const;
export type DealOriginType = (typeof dealOriginTypes)[number];
export const dealOriginTypeSchema = v.picklist(dealOriginTypes, messages.invalidDealOriginType);

/**
 * Track record investment status (spec §4). The spec writes the values in prose ("write-off",
 * "realized", "partly realized", "active"); we spell them in kebab case like the fundraising
 * statuses: write-off = fully written off, realized = fully exited, partly-realized = some part
 * still unrealized, active = all others.
 */
export const trackRecordInvestmentStatuses = ['write-off', 'realized', 'partly-realized', 'active'] as const;
export type TrackRecordInvestmentStatus = (typeof trackRecordInvestmentStatuses)[number];
export const trackRecordInvestmentStatusSchema = v.picklist(trackRecordInvestmentStatuses, messages.invalidTrackRecordInvestmentStatus);

/** Derives the track record investment status from an exit status; no exit status means active. */
export function trackRecordInvestmentStatusOf(exitStatus: ExitStatus | null | undefined): TrackRecordInvestmentStatus {
  switch (exitStatus) {
    case 'WriteOff':
      return 'write-off';
    case 'Realized':
      return 'realized';
    case 'PartlyRealized':
      return 'partly-realized';
    default:
      return 'active';
  }
}
