import { brotliQuality } from './brotli-quality';
import { NEVER_PRECOMPRESSED, PRECOMPRESSED } from './precompressed-copies';

it('precompresses text assets, never the map an operator edits in place', () => {
  for (const file of ['main.js', '412.1a2b3c4d.js', 'mf-manifest.json', 'index.html', 'logo.svg', 'styles.css']) {
    expect(PRECOMPRESSED.test(file)).toBe(true);
  }
  for (const file of ['photo.png', 'font.woff2', 'main.js.map']) expect(PRECOMPRESSED.test(file)).toBe(false);
  expect(NEVER_PRECOMPRESSED.test('remotes.json')).toBe(true);
  expect(NEVER_PRECOMPRESSED.test('mf-manifest.json')).toBe(false);
});

it("uses Brotli's best quality unless a valid one is asked for", () => {
  expect(brotliQuality({})).toBe(11);
  expect(brotliQuality({ FUNDNET_BROTLI_QUALITY: '7' })).toBe(7);
  expect(brotliQuality({ FUNDNET_BROTLI_QUALITY: '12' })).toBe(11);
  expect(brotliQuality({ FUNDNET_BROTLI_QUALITY: 'fast' })).toBe(11);
});
