import { compactAmount } from '@fundnet/design-system';
import type { DiscoveryAmount } from '@fundnet/validation-schema';
import { groupedNumber, type Option, optionLabel } from '@fundnet/validation-schema';

/**
 * "€50M", "$1.2B", "CHF 250K": short amounts for cards, in en-US, written without Intl (design-system's
 * `compactAmount`): a page's first Intl call is a long task on a phone, after the rendered list's first paint.
 */
export function formatAmount(amount: DiscoveryAmount): string {
  return compactAmount(amount.value, amount.currency);
}

/**
 * An amount in its own currency, followed by its value in the currency the search is in when they
 * differ: "€50M (≈ $54.3M)".
 */
export function formatAmountWithConverted(amount: DiscoveryAmount | null, converted: DiscoveryAmount | null): string | null {
  if (!amount) return null;
  const own = formatAmount(amount);
  if (!converted || converted.currency === amount.currency) return own;
  return `${own} (≈ ${formatAmount(converted)})`;
}

/** "€1M – €5M", "from €1M", "up to €5M". */
export function formatRange(
  from: DiscoveryAmount | null,
  to: DiscoveryAmount | null,
  fromConverted: DiscoveryAmount | null,
  toConverted: DiscoveryAmount | null,
): string | null {
  if (from && to) {
    const own = `${formatAmount(from)} – ${formatAmount(to)}`;
    if (fromConverted && toConverted && (fromConverted.currency !== from.currency || toConverted.currency !== to.currency)) {
      return `${own} (≈ ${formatAmount(fromConverted)} – ${formatAmount(toConverted)})`;
    }
    return own;
  }
  if (from) return `from ${formatAmountWithConverted(from, fromConverted)}`;
  if (to) return `up to ${formatAmountWithConverted(to, toConverted)}`;
  return null;
}

/** The labels of `values` in `options` (a value the list does not know is shown as it is), joined. */
export function labelsOf(options: readonly Option[], values: readonly string[], max = 3): string | null {
  if (values.length === 0) return null;
  const labels = values.map((value) => optionLabel(options, value) ?? value);
  return labels.length > max ? `${labels.slice(0, max).join(', ')} +${labels.length - max}` : labels.join(', ');
}

export function labelOf(options: readonly Option[], value: string | null): string | null {
  return value === null ? null : (optionLabel(options, value) ?? value);
}

export function followerCount(count: number): string {
  return `${groupedNumber(count)} ${count === 1 ? 'follower' : 'followers'}`;
}

const linkNames: Record<string, string> = {
  url: 'Website',
  website: 'Website',
  linkedinUrl: 'LinkedIn',
  linkedinProfile: 'LinkedIn',
  facebookUrl: 'Facebook',
  twitterUrl: 'X (Twitter)',
  crunchbaseUrl: 'Crunchbase',
  mediumUrl: 'Medium',
  dealroomUrl: 'Dealroom',
};

/** The profile's links that can be opened (http and https only), with their names, website first. */
export function profileLinks(links: Record<string, string | null> | undefined): { name: string; href: string }[] {
  if (!links) return [];
  const order = Object.keys(linkNames);
  return Object.entries(links)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && /^https?:\/\//i.test(entry[1]))
    .sort(([a], [b]) => (order.indexOf(a) === -1 ? 99 : order.indexOf(a)) - (order.indexOf(b) === -1 ? 99 : order.indexOf(b)))
    .map(([key, href]) => ({ name: linkNames[key] ?? key.replace(/Url$/, '').replace(/^./, (first) => first.toUpperCase()), href }));
}
