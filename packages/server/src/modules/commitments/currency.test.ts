import { eq, sql } from 'drizzle-orm';
import { currencyRates } from '../discovery/tables';
import { createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { closingGoal, commitmentStatistics } from './index';

/**
 * Rows in another currency than a close's goal (or the book's main currency) are converted at the administrators'
 * rates (ADR 0059); the reply names the rates used and counts the rows converted; a currency without a rate stays out
 * and is reported. GBP and SEK rates are read, not set: other suites change CHF, JPY and EUR.
 */
let t: TestApp;
let owner: TestUser;
let fund: TestProfile;
const base = '/api/commitments';
const gp = () => ({ token: owner.token, profile: fund });

beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(t);
  fund = await createProfile(t, owner, { type: 'fund', status: 'published' });
});
afterAll(() => t.close());

async function addRow(name: string, over: Record<string, unknown>) {
  const res = await t.call('POST', `${base}/create-non-binding-commitment/${fund.id}`, {
    ...gp(),
    body: {
      investorName: name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@fx.example`,
      investorPhone: '+46 8 123 4567',
      investorHq: 'London',
      investorType: 'bank',
      closing: 'first',
      ...over,
    },
  });
  expect(res.status).toBe(201);
}

const rateOf = async (code: string) => {
  const [row] = await t.database.db.select().from(currencyRates).where(eq(currencyRates.code, code));
  return { unitsPerUsd: Number(row!.unitsPerUsd), updatedAt: row!.updatedAt.toISOString() };
};
const cents = (n: number) => Math.round(n * 100) / 100;

describe('amounts in other currencies', () => {
  it('converts them into a close’s progress and the statistics, naming the rates and counting the rows', async () => {
    await addRow('Sterling One', { hardAmount: { value: 2_000_000, currency: 'GBP' } });
    await addRow('Sterling Two', { softAmount: { value: 1_000_000, currency: 'GBP' } });
    await addRow('Sterling Three', { hardAmount: { value: 500_000, currency: 'GBP' }, closing: 'final' });
    await addRow('Krona One', { hardAmount: { value: 10_000_000, currency: 'SEK' } });
    await addRow('Krona Two', { softAmount: { value: 5_000_000, currency: 'SEK' }, closing: null });
    const gbp = await rateOf('GBP');
    const sek = await rateOf('SEK');
    const gbpPerSek = gbp.unitsPerUsd / sek.unitsPerUsd;
    /** What a reply says when `rows` rows in SEK were converted into GBP. */
    const sekIntoGbp = (rows: number) => ({
      convertedRows: rows,
      conversions: [{ currency: 'SEK', rows, rate: Math.round(gbpPerSek * 1e8) / 1e8 }],
      rates: [
        { currency: 'GBP', ...gbp },
        { currency: 'SEK', ...sek },
      ],
      unconverted: [],
    });

    const set = await t.call('POST', `${base}/closing-goals`, {
      ...gp(),
      body: {
        kind: 'first',
        closingName: 'First close',
        targetClosingDate: '2027-03-31',
        closingGoal: { value: 10_000_000, currency: 'GBP' },
      },
    });
    expect(set.status).toBe(200);
    const hard = cents(2_000_000 + 10_000_000 * gbpPerSek);
    expect(set.body.goal.progress).toEqual({
      hard,
      soft: 1_000_000,
      ratio: Math.round((hard / 10_000_000) * 10_000) / 10_000,
      softRatio: 0.1,
      lps: 3,
      otherCurrencyRows: 1,
      ...sekIntoGbp(1),
    });

    // The final close is cumulative; a goal in the rows' own currency converts nothing and names no rate.
    await t.call('POST', `${base}/closing-goals`, {
      ...gp(),
      body: {
        kind: 'final',
        closingName: 'Final close',
        targetClosingDate: '2027-09-30',
        closingGoal: { value: 50_000_000, currency: 'SEK' },
      },
    });
    const final = await t.call('GET', `${base}/final-closing-goal`, gp());
    const sekPerGbp = sek.unitsPerUsd / gbp.unitsPerUsd;
    expect(final.body.goal.progress).toMatchObject({
      hard: cents(10_000_000 + 2_500_000 * sekPerGbp),
      soft: cents(1_000_000 * sekPerGbp),
      otherCurrencyRows: 3,
      convertedRows: 3,
      conversions: [{ currency: 'GBP', rows: 3, rate: Math.round(sekPerGbp * 1e8) / 1e8 }],
      unconverted: [],
    });

    // Statistics: the main currency is GBP (3 rows of 5); SEK amounts are converted into the averages and totals.
    const stats = await t.call('GET', `${base}/statistics`, gp());
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      currency: 'GBP',
      totalHard: cents(2_500_000 + 10_000_000 * gbpPerSek),
      averageHardCommitment: cents((2_500_000 + 10_000_000 * gbpPerSek) / 3),
      totalSoft: cents(1_000_000 + 5_000_000 * gbpPerSek),
      averageSoftCommitment: cents((1_000_000 + 5_000_000 * gbpPerSek) / 2),
      ...sekIntoGbp(2),
    });

    // The graphs of amounts convert the same way: the raise over time ends at the totals, the LP types' bars hold them.
    const conversion = { currency: 'GBP', ...sekIntoGbp(2) };
    const raise = await t.call('GET', `${base}/graph/commitments?period=month&type=all`, gp());
    expect(raise.status).toBe(200);
    expect(raise.body).toMatchObject(conversion);
    const last = (key: string) => (raise.body.series as { key: string; values: number[] }[]).find((s) => s.key === key)!.values.at(-1);
    expect(last('soft')).toBe(cents(1_000_000 + 5_000_000 * gbpPerSek));
    expect(last('hard')).toBe(cents(2_500_000 + 10_000_000 * gbpPerSek));
    const byType = await t.call('GET', `${base}/graph/lp-types?period=month&type=hard`, gp());
    expect(byType.body).toMatchObject({ currency: 'GBP', ...sekIntoGbp(1) });
    const bank = (byType.body.labels as string[]).indexOf('Bank');
    expect(byType.body.series[0].values[bank]).toBe(cents(2_500_000 + 10_000_000 * gbpPerSek));
    // A graph that counts has no currency.
    const passes = await t.call('GET', `${base}/graph/pass-reasons?type=reason`, gp());
    expect(passes.body).toMatchObject({ currency: null, convertedRows: 0, conversions: [], unconverted: [] });
  });

  it('leaves a currency without a rate out of the sums and reports it (never 1:1)', async () => {
    // Inside a transaction that is rolled back: other suites of the run read the rates table.
    const rollback = new Error('rollback');
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.delete(currencyRates).where(eq(currencyRates.code, 'SEK'));
        const progress = (await closingGoal(tx, fund.id, 'first')).goal!.progress;
        expect(progress).toMatchObject({
          hard: 2_000_000,
          soft: 1_000_000,
          otherCurrencyRows: 1,
          convertedRows: 0,
          conversions: [],
          rates: [],
          unconverted: [{ currency: 'SEK', rows: 1 }],
        });
        const stats = await commitmentStatistics(tx, fund.id);
        expect(stats).toMatchObject({
          totalHard: 2_500_000,
          averageHardCommitment: 1_250_000,
          totalSoft: 1_000_000,
          convertedRows: 0,
          unconverted: [{ currency: 'SEK', rows: 2 }],
        });
        // Without the goal's own rate nothing can be converted into it.
        await tx.delete(currencyRates).where(eq(currencyRates.code, 'GBP'));
        await tx.execute(sql`select 1`);
        const [row] = (await tx.execute<{ n: number }>(sql`select count(*)::int as n from currency_rates where code in ('GBP', 'SEK')`))
          .rows;
        expect(Number(row!.n)).toBe(0);
        const final = (await closingGoal(tx, fund.id, 'final')).goal!.progress;
        expect(final).toMatchObject({ hard: 10_000_000, soft: 0, convertedRows: 0, unconverted: [{ currency: 'GBP', rows: 3 }] });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect((await rateOf('SEK')).unitsPerUsd).toBeGreaterThan(0);
  });
});
