import { FUND_GENERATION_DEVELOPING_FROM, FUND_GENERATION_ESTABLISHED_FROM } from '../constants';
import type { FundMaturity } from '../enums/profiles';
import type { Option } from './option';

/**
 * Fund maturity by generation: 1st generation emerging, 2nd-3rd developing, 4th and later
 * established. Validate values with `fundMaturitySchema`.
 */
export const fundMaturityOptions = [
  { value: 'Emerging', label: 'Emerging (1st generation)', fromGeneration: 1 },
  { value: 'Developing', label: 'Developing (2nd – 3rd generation)', fromGeneration: FUND_GENERATION_DEVELOPING_FROM },
  { value: 'Established', label: 'Established (4th generation and later)', fromGeneration: FUND_GENERATION_ESTABLISHED_FROM },
] as const satisfies readonly (Option<FundMaturity> & { fromGeneration: number })[];

/** Maturity of a fund of the given generation (1 = first fund). */
export function fundMaturityForGeneration(generation: number): FundMaturity {
  if (generation >= FUND_GENERATION_ESTABLISHED_FROM) return 'Established';
  if (generation >= FUND_GENERATION_DEVELOPING_FROM) return 'Developing';
  return 'Emerging';
}
