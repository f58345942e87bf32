import { dejaVuFontBytes } from '../lib/dejavu-fonts';
import { loadFontkit, loadSharp } from '../lib/lazy-libraries';

/**
 * The demo's pictures with words on them (key people's photos) as raster images, as real ones arrive: upload takes
 * JPEG, PNG, WebP and GIF, never SVG. An SVG image in a page is a document of its own, laid out and painted on the
 * page's main thread, and one with text also sets up font fallback: the first such photo painted on a fund page took
 * 7-8 ms of the main thread on a desktop CPU in Lighthouse's trace, 40 ms or more at a phone's speed (README, "Stop 81").
 *
 * The drawing is still SVG, rasterised here by sharp, and its words are drawn as paths from DejaVu Sans Bold (a
 * dependency already, for PDFs): SVG `<text>` would depend on the fonts of the machine seeding the data, and a fresh
 * one may have none.
 */

// fontkit's types are not published with @pdf-lib/fontkit: the part used here.
interface GlyphPath {
  transform(m0: number, m1: number, m2: number, m3: number, m4: number, m5: number): GlyphPath;
  toSVG(): string;
  readonly bbox: { minY: number; maxY: number };
}
interface Font {
  readonly unitsPerEm: number;
  layout(text: string): { glyphs: { path: GlyphPath }[]; positions: { xAdvance: number }[]; advanceWidth: number };
}

let boldFont: Promise<Font> | undefined;

function dejaVuSansBold(): Promise<Font> {
  boldFont ??= loadFontkit().then((fontkit) => (fontkit as unknown as { create(bytes: Buffer): Font }).create(dejaVuFontBytes().bold));
  return boldFont;
}

export interface TextPlacement {
  /** Where the text starts (`start`) or its middle (`middle`), in the drawing's units. */
  x: number;
  /** The baseline (`baseline`), or the middle of the glyphs' height (`middle`: initials centred in a circle). */
  y: number;
  size: number;
  anchor: 'start' | 'middle';
  vertical: 'baseline' | 'middle';
}

/** `text` in DejaVu Sans Bold as the `d` of one SVG path, placed as `<text>` with the same attributes would be. */
export async function textAsPath(text: string, placement: TextPlacement): Promise<string> {
  const font = await dejaVuSansBold();
  const run = font.layout(text);
  const scale = placement.size / font.unitsPerEm;
  const left = placement.anchor === 'middle' ? placement.x - (run.advanceWidth * scale) / 2 : placement.x;
  let top = -Infinity;
  let bottom = Infinity;
  for (const glyph of run.glyphs) {
    top = Math.max(top, glyph.path.bbox.maxY);
    bottom = Math.min(bottom, glyph.path.bbox.minY);
  }
  const baseline = placement.vertical === 'middle' && Number.isFinite(top) ? placement.y + ((top + bottom) / 2) * scale : placement.y;
  let pen = 0;
  const parts: string[] = [];
  for (const [index, glyph] of run.glyphs.entries()) {
    // Font units grow upwards, SVG's downwards: flip y about the baseline.
    parts.push(glyph.path.transform(scale, 0, 0, -scale, left + pen * scale, baseline).toSVG());
    pen += run.positions[index]!.xAdvance;
  }
  return parts.join('');
}

/**
 * An SVG drawing as a PNG `data:` URI of at most 16 colours (the seed writes the database only: there is no file storage
 * to upload to). A palette keeps a flat drawing small: the contract takes an image address of up to 2,048 characters,
 * and a 96 px portrait is 0.8-1 KB this way against 1.6-2 KB as a WebP, whose lossy coding also smears the letters.
 */
export async function pngDataUri(svg: string): Promise<string> {
  const sharp = await loadSharp();
  const bytes = await sharp(Buffer.from(svg)).png({ palette: true, colours: 16, compressionLevel: 9, effort: 10 }).toBuffer();
  return `data:image/png;base64,${bytes.toString('base64')}`;
}
