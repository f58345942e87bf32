import type sharp from 'sharp';
import {
  UPLOAD_IMAGE_MAX_DIMENSION,
  UPLOAD_THUMBNAIL_DIMENSION,
  type UploadFileKind,
  uploadMessages as text,
} from '@fundnet/validation-schema';
import { loadSharp } from '../../lib/lazy-libraries';
import { payloadTooLarge, unsupportedMediaType } from './inspect';

/** Decoding refuses images with more pixels than this (a small file can expand to gigabytes). */
export const MAX_INPUT_PIXELS = 100_000_000;

export interface ImageVariant {
  buffer: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  main: ImageVariant;
  thumbnail: ImageVariant;
}

type ImageKind = Extract<UploadFileKind, 'jpeg' | 'png' | 'webp' | 'gif'>;

export const isImageKind = (kind: UploadFileKind): kind is ImageKind =>
  kind === 'jpeg' || kind === 'png' || kind === 'webp' || kind === 'gif';

/**
 * Re-encodes in the original format: PNG keeps its transparency and pdf-lib (exports) embeds only
 * PNG and JPEG; animated GIF and WebP stay animated.
 */
function encode(image: sharp.Sharp, kind: ImageKind): sharp.Sharp {
  switch (kind) {
    case 'jpeg':
      return image.jpeg({ quality: 85, progressive: true });
    case 'png':
      return image.png({ compressionLevel: 8 });
    case 'webp':
      return image.webp({ quality: 85 });
    case 'gif':
      return image.gif();
  }
}

async function variant(
  input: Buffer,
  kind: ImageKind,
  longSide: number,
  options: { animated: boolean; orient: boolean },
): Promise<ImageVariant> {
  const sharp = await loadSharp();
  let image = sharp(input, { animated: options.animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  // Turn the pixels upright by the EXIF orientation before the metadata is dropped.
  if (options.orient) image = image.rotate();
  const buffer = await encode(
    image.resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true }),
    kind,
  ).toBuffer();
  // sharp writes no EXIF, XMP or ICC metadata unless asked (withMetadata): the output is stripped.
  const meta = await sharp(buffer, { animated: options.animated }).metadata();
  return { buffer, width: meta.width ?? 0, height: meta.pageHeight ?? meta.height ?? 0 };
}

/**
 * Scales an image down to at most 2000 px on its long side and makes a 400 px thumbnail, both
 * re-encoded without metadata (EXIF with GPS position, camera serials, XMP). The work runs on
 * libuv's thread pool, not on the event loop.
 */
export async function processImage(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { animated: true }).metadata();
  } catch {
    throw unsupportedMediaType(text.imageUnreadable);
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw payloadTooLarge(text.imageTooManyPixels);
  const animated = (meta.pages ?? 1) > 1;
  try {
    const main = await variant(input, kind, UPLOAD_IMAGE_MAX_DIMENSION, { animated, orient: !animated });
    const thumbnail = await variant(main.buffer, kind, UPLOAD_THUMBNAIL_DIMENSION, { animated, orient: false });
    return { main, thumbnail };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw payloadTooLarge(text.imageTooManyPixels);
    throw unsupportedMediaType(text.imageUnreadable);
  }
}
