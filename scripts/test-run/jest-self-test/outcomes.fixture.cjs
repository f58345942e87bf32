// Outcomes the runner must tell apart. SELF_TEST_DIR holds a marker per test, so "fails once" fails on its first run only.
const { existsSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const firstRun = (name) => {
  const marker = path.join(process.env.SELF_TEST_DIR, `${name}.ran`);
  if (existsSync(marker)) return false;
  writeFileSync(marker, '');
  return true;
};

describe('outcomes (a) [b]', () => {
  it('passes', () => expect(1).toBe(1));
  it('fails once, then passes', () => expect(firstRun('once')).toBe(false));
  it('fails every time', () => expect(1).toBe(2));
});
