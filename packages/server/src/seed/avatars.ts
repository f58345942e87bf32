/**
 * Photos of the demo funds' key people as inline SVG images (data: URIs): the contract requires one per person, and the
 * seeded websites (`*.example`) do not exist, so addresses on them would fail to load in every browser showing the demo.
 * The page CSP allows data: images. Logos are no longer made this way (ADR 0113): no user can upload an SVG, and each
 * SVG image is a document of its own on the page's main thread, so a discovery page of them cost 40-50 ms of it; a
 * profile without a logo shows its initials (ProfileAvatar). Photos stay for now, far down the fund pages: raster
 * ones would be what real uploads are (README, "Not done yet").
 */

const palette = ['#1f4e79', '#0b7a75', '#7a3e9d', '#b5532a', '#2e7d32', '#8d6e63', '#455a64', '#ad1457'];

function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word && !/^(I|II|III|IV|V|GmbH|Ltd|AG|LLP|S\.à)$/.test(word));
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return palette[hash % palette.length]!;
}

/** A square image with the name's initials on a colour picked from the name (stable across runs). */
export function initialsImage(name: string, shape: 'square' | 'round' = 'square'): string {
  const radius = shape === 'round' ? 48 : 14;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="${radius}" fill="${colourOf(name)}"/>` +
    `<text x="48" y="50" dominant-baseline="middle" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-size="38" font-weight="700" fill="#ffffff">${initialsOf(name)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
