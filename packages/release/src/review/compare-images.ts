import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** What comparing a story's screenshot in the live release with the new one found. */
export interface ImageDifference {
  /** Pixels that differ (pixelmatch's count, anti-aliasing ignored), counting any area only one image covers. */
  changedPixels: number;
  /** changedPixels over the compared area (the larger width × the larger height), 0..1. */
  ratio: number;
  width: number;
  height: number;
  /** The two images' sizes, when they differ (a story that grew or shrank). */
  sizes?: { live: [number, number]; next: [number, number] };
  /** The difference image (pixelmatch's: changes red over a faded copy of the live one), only when something changed. */
  diffPng?: Buffer;
}

/**
 * pixelmatch's colour distance under which two pixels are the same: its default, which ignores what a re-render in the
 * same browser varies by (text antialiasing, sub-pixel positions) and keeps every change a person can see.
 */
export const PIXEL_THRESHOLD = 0.1;

/** An image drawn on a canvas of `width` × `height`, the rest filled with magenta, so a size change counts as changed. */
function onCanvas(png: PNG, width: number, height: number): Uint8Array {
  if (png.width === width && png.height === height) return png.data;
  const canvas = new PNG({ width, height });
  for (let i = 0; i < canvas.data.length; i += 4) canvas.data.set([255, 0, 255, 255], i);
  PNG.bitblt(png, canvas, 0, 0, png.width, png.height, 0, 0);
  return canvas.data;
}

/**
 * Compares two PNG screenshots of one story (the live release's and the new one's) pixel by pixel with pixelmatch. Images
 * of different sizes are compared on a canvas of the larger size, where the part only one covers differs.
 */
export function compareImages(livePng: Buffer, nextPng: Buffer): ImageDifference {
  const live = PNG.sync.read(livePng);
  const next = PNG.sync.read(nextPng);
  const width = Math.max(live.width, next.width);
  const height = Math.max(live.height, next.height);
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(onCanvas(live, width, height), onCanvas(next, width, height), diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  const resized = live.width !== next.width || live.height !== next.height;
  return {
    changedPixels,
    ratio: changedPixels / (width * height),
    width,
    height,
    ...(resized ? { sizes: { live: [live.width, live.height], next: [next.width, next.height] } } : {}),
    ...(changedPixels > 0 ? { diffPng: PNG.sync.write(diff) } : {}),
  };
}
