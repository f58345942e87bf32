import * as v from 'valibot';
import { messages } from '../messages';
import { type Option, optionValues } from './option';

/**
 * The 18 reasons an investor can give for passing on a fund. The spec names three (oversubscribed,
 * inappropriate fees, other); the other fifteen are our choice.
 */
export const passReasonOptions = [
  { value: 'oversubscribed', label: 'Oversubscribed' },
  { value: 'inappropriateFees', label: 'Inappropriate fees' },
  { value: 'strategyMismatch', label: 'Strategy does not fit our mandate' },
  { value: 'sectorMismatch', label: 'Sector focus does not fit' },
  { value: 'geographyMismatch', label: 'Geographic focus does not fit' },
  { value: 'stageMismatch', label: 'Stage focus does not fit' },
  { value: 'fundSizeTooSmall', label: 'Fund size too small' },
  { value: 'fundSizeTooLarge', label: 'Fund size too large' },
  { value: 'minimumTicketTooHigh', label: 'Minimum ticket too high' },
  { value: 'insufficientTrackRecord', label: 'Insufficient track record' },
  { value: 'performanceBelowExpectations', label: 'Performance below expectations' },
  { value: 'teamConcerns', label: 'Concerns about the team' },
  { value: 'keyPersonRisk', label: 'Key person risk' },
  { value: 'governanceConcerns', label: 'Terms or governance concerns' },
  { value: 'esgRequirementsNotMet', label: 'ESG / impact requirements not met' },
  { value: 'allocationFull', label: 'Allocation for this asset class is full' },
  { value: 'timing', label: 'Timing does not fit our investment cycle' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export type PassReason = (typeof passReasonOptions)[number]['value'];
export const passReasonSchema = v.picklist(optionValues(passReasonOptions), messages.invalidPassReason);
