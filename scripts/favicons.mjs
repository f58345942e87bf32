#!/usr/bin/env node
// `node scripts/favicons.mjs`: the site's icons drawn from their source, packages/mf-config/icons/favicon.svg, with the
// Chromium the suite installs: a 32 px PNG for the browser's tab and a 180 px one for a phone's home screen
// (`apple-touch-icon`). Run it after changing the SVG and commit the PNGs.
//
// Why the pages link PNGs rather than the SVG (ADR 0110): a browser draws an SVG icon by building a whole SVG
// document in the page's process, on its main thread (27-55 ms at Lighthouse's 4× CPU on every first load,
// `SVGImage::DataChanged` in a trace), inside a task that then passes 50 ms and counts as blocking time; a 0.5 KB PNG
// is decoded in a moment.
// Safari also wants the PNG for a home-screen icon.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

const icons = path.resolve(import.meta.dirname, '../packages/mf-config/icons');
const svg = readFileSync(path.join(icons, 'favicon.svg'), 'utf8');
const sizes = { 'favicon-32.png': 32, 'apple-touch-icon.png': 180 };

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const [file, size] of Object.entries(sizes)) {
    await page.setViewport({ width: size, height: size, deviceScaleFactor: 1 });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><body style="margin:0;background:transparent">${sized}</body>`);
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    writeFileSync(path.join(icons, file), png);
    console.log(`${file}: ${size} × ${size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
