#!/usr/bin/env node
// `node scripts/favicons.mjs`: the site's icons drawn from their source, packages/mf-config/icons/favicon.svg, with the
// Chromium the suite installs: a 32 px PNG for the browser's tab and a 180 px one for a phone's home screen
// (`apple-touch-icon`). Run it after changing the SVG and commit the PNGs. Why PNGs and not the SVG: ADR 0110.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium, root } from './first-load.mjs';

const icons = path.join(root, 'packages/mf-config/icons');
const svg = readFileSync(path.join(icons, 'favicon.svg'), 'utf8');
const sizes = { 'favicon-32.png': 32, 'apple-touch-icon.png': 180 };

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  for (const [file, size] of Object.entries(sizes)) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><body style="margin:0;background:transparent">${sized}</body>`);
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    writeFileSync(path.join(icons, file), png);
    console.log(`${file}: ${size} × ${size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
