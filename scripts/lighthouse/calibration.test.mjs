import { calibratedSlowdown, calibrationDrift, outsideReferenceBracket } from './calibration.mjs';

test("4× on the host Lighthouse's default is meant for; scaled by the benchmark index elsewhere, within 1× to 20×", () => {
  expect(calibratedSlowdown(1750)).toBe(4);
  expect(calibratedSlowdown(3700)).toBe(8.5); // stop 46's machine: 4× there emulated a phone twice as fast
  expect(calibratedSlowdown(1480)).toBe(3.4);
  expect(calibratedSlowdown(200)).toBe(1); // a host slower than the phone cannot be sped up
  expect(calibratedSlowdown(50_000)).toBe(20);
  expect(() => calibratedSlowdown(Number.NaN)).toThrow('not a benchmark index');
});

test('4× is said to mislead outside the 1500-2000 bracket', () => {
  expect(outsideReferenceBracket(1750)).toBe(false);
  expect(outsideReferenceBracket(1309)).toBe(true);
  expect(outsideReferenceBracket(3997)).toBe(true);
});

test('a drift of the machine between the calibration and the runs is said, with the slowdown the runs would have set', () => {
  expect(calibrationDrift(2800, 2600)).toBeNull(); // within 15 %
  expect(calibrationDrift(3129, 2600)).toBe(
    "The runs read a median index of 2600 against the calibration's 3129: 5.9× would have matched them, so these figures " +
      'are harsher than the calibration means. Run again on a quieter machine before comparing them.',
  );
  expect(calibrationDrift(1750, 2400)).toContain('kinder');
  expect(calibrationDrift(Number.NaN, 2400)).toBeNull();
});
