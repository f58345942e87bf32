import sharp from 'sharp';
import { initialsPortrait } from './avatars';
import { pngDataUri, textAsPath } from './raster-images';

const pixelsOf = async (dataUri: string) => {
  const image = sharp(Buffer.from(dataUri.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, info };
};

/** The share of a region's pixels that are near white (the drawn text), in a raw RGB(A) image. */
function whiteShare({ data, info }: Awaited<ReturnType<typeof pixelsOf>>, region: { x0: number; x1: number; y0: number; y1: number }) {
  let white = 0;
  let all = 0;
  for (let y = region.y0; y < region.y1; y++) {
    for (let x = region.x0; x < region.x1; x++) {
      const at = (y * info.width + x) * info.channels;
      all += 1;
      if (data[at]! > 230 && data[at + 1]! > 230 && data[at + 2]! > 230) white += 1;
    }
  }
  return white / all;
}

describe('the demo pictures drawn as raster images', () => {
  it('draws text as paths placed as SVG text would be: from x, or centred on it', async () => {
    const start = await textAsPath('AM', { x: 10, y: 50, size: 40, anchor: 'start', vertical: 'baseline' });
    const centred = await textAsPath('AM', { x: 48, y: 48, size: 40, anchor: 'middle', vertical: 'middle' });
    expect(start).toMatch(/^M[\d.-]+ [\d.-]+/);
    const xs = (d: string) => [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]));
    const ys = (d: string) => [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[2]));
    expect(Math.min(...xs(start))).toBeGreaterThanOrEqual(10);
    expect(Math.max(...ys(start))).toBeCloseTo(50, 0); // capitals sit on the baseline
    const middleX = (Math.min(...xs(centred)) + Math.max(...xs(centred))) / 2;
    const middleY = (Math.min(...ys(centred)) + Math.max(...ys(centred))) / 2;
    expect(Math.abs(middleX - 48)).toBeLessThan(2);
    expect(Math.abs(middleY - 48)).toBeLessThan(1);
  });

  it('makes a 96 px PNG portrait with white initials in the middle of a coloured circle, short enough for the contract', async () => {
    const portrait = await initialsPortrait('Anna Müller');
    expect(portrait).toMatch(/^data:image\/png;base64,/);
    expect(portrait.length).toBeLessThanOrEqual(2048); // an image address's limit (URL_MAX_LENGTH)
    const pixels = await pixelsOf(portrait);
    expect(pixels.info).toMatchObject({ width: 96, height: 96 });
    expect(whiteShare(pixels, { x0: 24, x1: 72, y0: 34, y1: 62 })).toBeGreaterThan(0.2); // the initials
    expect(whiteShare(pixels, { x0: 0, x1: 96, y0: 0, y1: 10 })).toBe(0); // no text outside them
    // The same name is drawn once per process (the seed tests seed the demo several times).
    expect(initialsPortrait('Anna Müller')).toBe(initialsPortrait('Anna Müller'));
  });

  it('rasterises any drawing', async () => {
    const square = await pngDataUri(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#fff"/></svg>',
    );
    expect(whiteShare(await pixelsOf(square), { x0: 0, x1: 4, y0: 0, y1: 4 })).toBe(1);
  });
});
