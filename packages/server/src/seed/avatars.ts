import { pngDataUri, textAsPath } from './raster-images';

/**
 * Photos of the demo funds' key people: the contract requires one per person, and the seeded websites (`*.example`) do
 * not exist, so addresses on them would fail to load in every browser showing the demo. Each is a raster image with the
 * person's initials (raster-images.ts: as a real upload arrives, and cheap to paint), inlined as a data: URI; the page
 * CSP allows data: images. Logos are not made this way (ADR 0113): a profile without one shows its initials
 * (ProfileAvatar).
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

const portraits = new Map<string, Promise<string>>();

/**
 * A round 96 px PNG of the name's initials in white on a colour picked from the name (stable across runs). Made once
 * per name in a process: the seed tests seed the demo several times.
 */
export function initialsPortrait(name: string): Promise<string> {
  let portrait = portraits.get(name);
  if (!portrait) {
    portrait = drawInitials(name).catch((error: unknown) => {
      portraits.delete(name);
      throw error;
    });
    portraits.set(name, portrait);
  }
  return portrait;
}

async function drawInitials(name: string): Promise<string> {
  const initials = await textAsPath(initialsOf(name), { x: 48, y: 48, size: 36, anchor: 'middle', vertical: 'middle' });
  return pngDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<rect width="96" height="96" rx="48" fill="${colourOf(name)}"/><path d="${initials}" fill="#ffffff"/></svg>`,
  );
}

/** Gives each key person of a planned section the photo the contract requires (no upload exists to point at). */
export async function withKeyPeoplePhotos(section: Record<string, unknown> | undefined): Promise<void> {
  for (const person of (section?.keyPeople as Record<string, unknown>[] | undefined) ?? []) {
    person.image = await initialsPortrait(String(person.name));
  }
}
