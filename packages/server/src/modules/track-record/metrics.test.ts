/** @database none: opens no test database, so it runs in one server pass only (jest.config.cjs). */
import fc from 'fast-check';
import { compareReported, investmentStatus, irr, moic, multiples, xirr, xnpv } from './metrics';

describe('xirr (Excel convention)', () => {
  it("matches Excel's XIRR help example to 1e-6", () => {
    const flows = [
      { date: '2008-01-01', amount: -10000 },
      { date: '2008-03-01', amount: 2750 },
      { date: '2008-10-30', amount: 4250 },
      { date: '2009-02-15', amount: 3250 },
      { date: '2009-04-01', amount: 2750 },
    ];
    const result = xirr(flows);
    expect(result.reason).toBeNull();
    expect(result.value).toBeCloseTo(0.373362535, 6);
  });

  it('nets flows of the same day and ignores the order of the input', () => {
    const split = xirr([
      { date: '2009-04-01', amount: 1000 },
      { date: '2008-01-01', amount: -6000 },
      { date: '2008-01-01', amount: -4000 },
      { date: '2009-04-01', amount: 1750 },
      { date: '2008-03-01', amount: 2750 },
      { date: '2008-10-30', amount: 4250 },
      { date: '2009-02-15', amount: 3250 },
    ]);
    expect(split.value).toBeCloseTo(0.373362535, 6);
  });

  it('answers a doubling in exactly 365 days with 100 %', () => {
    expect(
      xirr([
        { date: '2021-01-01', amount: -100 },
        { date: '2022-01-01', amount: 200 },
      ]).value,
    ).toBeCloseTo(1, 9);
  });

  it('answers a total loss region (-99 %) and a write-off flow set without a root', () => {
    expect(
      xirr([
        { date: '2021-01-01', amount: -100 },
        { date: '2022-01-01', amount: 1 },
      ]).value,
    ).toBeCloseTo(-0.99, 6);
    expect(xirr([{ date: '2021-01-01', amount: -100 }])).toEqual({ value: null, reason: 'no-sign-change' });
    expect(xirr([])).toEqual({ value: null, reason: 'no-flows' });
    expect(xirr([{ date: 'yesterday', amount: -1 }])).toEqual({ value: null, reason: 'invalid-date' });
  });

  it('refuses to pick one of several roots', () => {
    // -100, +230, -132 one year apart: NPV = 0 at 10 % and at 20 %.
    const result = xirr([
      { date: '2020-01-01', amount: -100 },
      { date: '2020-12-31', amount: 230 },
      { date: '2021-12-31', amount: -132 },
    ]);
    expect(result.value).toBeNull();
    expect(result.reason).toBe('multiple-roots');
    expect(result.roots).toHaveLength(2);
  });

  it('says when flows with several sign changes have no root at all', () => {
    // -100, +100, -100 never breaks even.
    const result = xirr([
      { date: '2020-01-01', amount: -100 },
      { date: '2021-01-01', amount: 100 },
      { date: '2022-01-01', amount: -100 },
    ]);
    expect(result).toEqual({ value: null, reason: 'no-root' });
  });

  it('has NPV zero at the returned rate (property)', () => {
    const flowSet = fc
      .record({
        invest: fc.array(fc.record({ day: fc.integer({ min: 0, max: 3000 }), amount: fc.integer({ min: 1000, max: 1_000_000 }) }), {
          minLength: 1,
          maxLength: 5,
        }),
        back: fc.array(fc.record({ day: fc.integer({ min: 3366, max: 7000 }), amount: fc.integer({ min: 1, max: 5_000_000 }) }), {
          minLength: 1,
          maxLength: 5,
        }),
      })
      .map(({ invest, back }) => {
        const date = (day: number) => new Date(Date.UTC(2010, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
        return [
          ...invest.map((f) => ({ date: date(f.day), amount: -f.amount })),
          ...back.map((f) => ({ date: date(f.day), amount: f.amount })),
        ];
      });
    fc.assert(
      fc.property(flowSet, (flows) => {
        // All money in before all money out: one sign change, so exactly one root (Descartes). Realistic range: money
        // back at least a year after the last investment, at most 5,000 times it (rates up to about 500,000 %).
        const result = xirr(flows);
        expect(result.reason).toBeNull();
        const rate = result.value!;
        const scale = flows.reduce((s, f) => s + Math.abs(f.amount), 0);
        // Below -50 % the NPV grows steep toward -100 % (one such case: |NPV| / scale 1.01e-7 at a rate near -87 %, the
        // root still bracketed to 1e-9), so a small NPV means little there: every rate must bracket the root to 1e-9
        // (the NPV changes sign across it), and above -50 % the NPV itself is ~0.
        if (rate > -0.5) expect(Math.abs(xnpv(rate, flows)) / scale).toBeLessThan(1e-7);
        const step = 1e-9 * Math.max(1, Math.abs(rate));
        const [below, at, above] = [xnpv(rate - step, flows), xnpv(rate, flows), xnpv(rate + step, flows)];
        expect(at === 0 || Math.sign(below) !== Math.sign(above)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('irr (periodic, Excel IRR)', () => {
  it("matches Excel's IRR help examples", () => {
    expect(irr([-70000, 12000, 15000, 18000, 21000]).value).toBeCloseTo(-0.021244848, 6);
    expect(irr([-70000, 12000, 15000, 18000, 21000, 26000]).value).toBeCloseTo(0.086630948, 6);
  });
});

describe('multiples (ILPA)', () => {
  it('computes DPI, RVPI and TVPI = DPI + RVPI', () => {
    const m = multiples({ cost: 100, realized: 50, unrealized: 120 });
    expect(m.dpi).toBeCloseTo(0.5);
    expect(m.rvpi).toBeCloseTo(1.2);
    expect(m.tvpi).toBeCloseTo(1.7);
    expect(multiples({ cost: 0, realized: 5, unrealized: 0 })).toEqual({ dpi: null, rvpi: null, tvpi: null });
  });

  it('TVPI equals DPI + RVPI and gross MOIC for any values (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        (cost, realized, unrealized) => {
          const m = multiples({ cost, realized, unrealized });
          const close = (a: number, b: number) => Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(b));
          expect(close(m.tvpi!, m.dpi! + m.rvpi!)).toBe(true);
          expect(close(moic({ cost, realized, unrealized }).gross!, m.tvpi!)).toBe(true);
        },
      ),
    );
  });

  it('computes gross and realized MOIC', () => {
    expect(moic({ cost: 2, realized: 3, unrealized: 1 })).toEqual({ gross: 2, realized: 1.5 });
  });
});

describe('investment status (forms §4)', () => {
  it.each([
    [{ exitStatus: 'WriteOff', realized: 0, unrealized: 0 }, 'write-off'],
    [{ exitStatus: 'Realized', realized: 10, unrealized: 0 }, 'realized'],
    [{ exitStatus: 'PartlyRealized', realized: 10, unrealized: 5 }, 'partly-realized'],
    [{ exitDate: '2022-01-01', realized: 0, unrealized: 0 }, 'write-off'],
    [{ exitDate: '2022-01-01', realized: 40, unrealized: 0 }, 'realized'],
    [{ realized: 40, unrealized: 10 }, 'partly-realized'],
    [{ realized: 0, unrealized: 10 }, 'active'],
  ])('%j is %s', (input, status) => {
    expect(investmentStatus(input)).toBe(status);
  });
});

describe('compareReported', () => {
  it('flags a reported figure more than 1 % away', () => {
    expect(compareReported(2.0, 2.01).flagged).toBe(false);
    expect(compareReported(2.0, 2.5)).toEqual({ difference: -0.5, flagged: true });
    expect(compareReported(null, 2)).toEqual({ difference: null, flagged: false });
  });
});
