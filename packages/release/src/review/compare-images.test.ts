import { PNG } from 'pngjs';
import { compareImages } from './compare-images';

// Real PNGs, drawn here: a story's screenshot, the same one again, one with a button recoloured, one taller.
function screenshot(width: number, height: number, draw: (x: number, y: number) => [number, number, number] = () => [255, 255, 255]) {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) png.data.set([...draw(x, y), 255], (y * width + x) * 4);
  }
  return PNG.sync.write(png);
}
const button = (colour: [number, number, number]) => (x: number, y: number) =>
  x >= 10 && x < 40 && y >= 20 && y < 30 ? colour : ([255, 255, 255] as [number, number, number]);

it('finds no change between two identical screenshots', () => {
  const result = compareImages(screenshot(60, 50, button([25, 118, 210])), screenshot(60, 50, button([25, 118, 210])));
  expect(result).toMatchObject({ changedPixels: 0, ratio: 0, width: 60, height: 50 });
  expect(result.diffPng).toBeUndefined();
});

it('finds a recoloured button, and draws where in the difference image', () => {
  const result = compareImages(screenshot(60, 50, button([25, 118, 210])), screenshot(60, 50, button([211, 47, 47])));
  expect(result.changedPixels).toBe(30 * 10);
  expect(result.ratio).toBeCloseTo(300 / 3000);
  const diff = PNG.sync.read(result.diffPng as Buffer);
  expect([diff.width, diff.height]).toEqual([60, 50]);
  const pixel = (x: number, y: number) => [...diff.data.subarray((y * 60 + x) * 4, (y * 60 + x) * 4 + 3)];
  expect(pixel(20, 25)).toEqual([255, 0, 0]); // inside the button: marked red
  expect(pixel(5, 5)).not.toEqual([255, 0, 0]); // outside: the faded live image
});

it('ignores a change too faint to see (one step of one colour channel)', () => {
  expect(compareImages(screenshot(60, 50, button([25, 118, 210])), screenshot(60, 50, button([25, 118, 211]))).changedPixels).toBe(0);
});

it('counts what only the taller screenshot covers as changed, and names both sizes', () => {
  const result = compareImages(screenshot(60, 50), screenshot(60, 70));
  expect(result).toMatchObject({ changedPixels: 60 * 20, width: 60, height: 70, sizes: { live: [60, 50], next: [60, 70] } });
});
