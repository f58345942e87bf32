import { readFileSync } from 'node:fs';
import path from 'node:path';

// Every app's page links the site's icons as PNGs drawn from icons/favicon.svg (scripts/favicons.mjs), not the SVG
// (ADR 0110: an SVG icon costs the page's main thread a whole SVG document on every first load).
const mfConfig = path.resolve(__dirname, '..');
const template = readFileSync(path.join(mfConfig, 'index.html'), 'utf8');
const iconLinks = [...template.matchAll(/<link rel="(icon|apple-touch-icon)"[^>]*>/g)].map((match) => match[0]);

/** A PNG's width and height from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(path.join(mfConfig, 'icons', file));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

it('links a 32 px PNG for the tab and a 180 px one for a home screen, and no SVG icon', () => {
  expect(iconLinks).toEqual([
    '<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
  ]);
  expect(template).not.toMatch(/href="[^"]*\.svg"/);
  expect(pngSize('favicon-32.png')).toEqual({ width: 32, height: 32 });
  expect(pngSize('apple-touch-icon.png')).toEqual({ width: 180, height: 180 });
});
