import type { DiscoveryAmount } from '@fundnet/validation-schema';
import { type Option, optionLabel } from '@fundnet/validation-schema';

// One formatter per currency, made when first needed: a page of cards formats two to four amounts per card, and a new
// Intl formatter each time was the cards' render's largest cost after React's own (issue 33).
const compactFormats = new Map<string, Intl.NumberFormat>();

function compactFormatOf(currency: string): Intl.NumberFormat {
  let format = compactFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    compactFormats.set(currency, format);
  }
  return format;
}

/** "€50M", "$1.2B", "CHF 250K": short amounts for cards. */
export function formatAmount(amount: DiscoveryAmount): string {
  return compactFormatOf(amount.currency).format(amount.value);
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
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'follower' : 'followers'}`;
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
