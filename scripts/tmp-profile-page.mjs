// throwaway: CPU profile of a page load at 4x CPU
import puppeteer from 'puppeteer-core';
import { writeFileSync } from 'node:fs';
import { startServer } from './first-load.mjs';
const paths = process.argv.slice(2);
const stop = await startServer(4301, { SEED_DEMO_DATA: 'true' });
try {
  for (const p of paths) {
    const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const t0 = Date.now();
    await page.goto('http://127.0.0.1:4301' + p, { waitUntil: 'networkidle0' });
    const t1 = Date.now();
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(`/tmp/prof/${p.replace(/\W+/g, '_') || 'home'}.cpuprofile`, JSON.stringify(profile));
    console.log(p, 'loaded in', t1 - t0, 'ms');
    await browser.close();
  }
} finally { stop(); }
process.exit(0);
