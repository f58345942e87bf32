import type { FundraisingStatus } from '../enums/profiles';
import type { Option } from './option';

/** Labels of the fundraising statuses (validate with `fundraisingStatusSchema`). */
export const fundraisingStatusOptions = [
  { value: 'currently-fundraising', label: 'Currently fundraising' },
  { value: 'closed', label: 'Closed' },
  { value: 'pre-marketing', label: 'Pre-marketing' },
  { value: 'evergreen', label: 'Evergreen' },
  { value: 'stealth-mode', label: 'Stealth mode' },
] as const satisfies readonly Option<FundraisingStatus>[];

/**
 * The label of the fund's key date for each status ("date labels change with the status"; the
 * texts are our choice).
 */
export const fundraisingDateLabels: Readonly<Record<FundraisingStatus, string>> = {
  'currently-fundraising': 'Target final close',
  closed: 'Final close',
  'pre-marketing': 'Planned first close',
  evergreen: 'Open since',
  'stealth-mode': 'Planned launch',
};
