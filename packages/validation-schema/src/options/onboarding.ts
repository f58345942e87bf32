import * as v from 'valibot';
import { messages } from '../messages';
import { type Option, optionValues } from './option';

/** Onboarding "What describes you best" (our choice: the spec only says it is required). */
export const describesYouBestOptions = [
  { value: 'fundManager', label: 'Fund manager (GP)' },
  { value: 'institutionalInvestor', label: 'Institutional investor (LP)' },
  { value: 'familyOffice', label: 'Family office' },
  { value: 'privateInvestor', label: 'Private investor / business angel' },
  { value: 'serviceProvider', label: 'Service provider' },
  { value: 'founder', label: 'Startup founder' },
  { value: 'advisor', label: 'Advisor / consultant' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export type DescribesYouBest = (typeof describesYouBestOptions)[number]['value'];
export const describesYouBestSchema = v.picklist(optionValues(describesYouBestOptions), messages.invalidDescribesYouBest);

/** Onboarding points of interest (our choice: the spec only says at least one is required). */
export const pointOfInterestOptions = [
  { value: 'raiseCapital', label: 'Raising capital' },
  { value: 'findFunds', label: 'Finding funds to invest in' },
  { value: 'findInvestors', label: 'Finding investors (LPs)' },
  { value: 'coInvestments', label: 'Co-investments' },
  { value: 'dealFlow', label: 'Deal flow' },
  { value: 'secondaries', label: 'Secondaries' },
  { value: 'findServiceProviders', label: 'Finding service providers' },
  { value: 'offerServices', label: 'Offering services' },
  { value: 'events', label: 'Events' },
  { value: 'marketInsights', label: 'Market insights and benchmarking' },
  { value: 'networking', label: 'Networking' },
] as const satisfies readonly Option[];
export type PointOfInterest = (typeof pointOfInterestOptions)[number]['value'];
export const pointOfInterestSchema = v.picklist(optionValues(pointOfInterestOptions), messages.invalidPointOfInterest);
