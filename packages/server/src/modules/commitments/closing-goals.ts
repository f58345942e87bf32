import type { ClosingGoal, ClosingKind } from '@fundnet/validation-schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { converterTo } from './currency';
import { commitmentClosingGoals, nonBindingCommitments } from './tables';

// ------------------------------------------------------------------------------------------------ closing goals

export async function saveClosingGoal(
  db: Db,
  fundProfileId: string,
  input: { kind: ClosingKind; closingName: string; targetClosingDate: string; closingGoal: { value: number; currency: string } },
) {
  const values = {
    closingName: input.closingName,
    targetClosingDate: input.targetClosingDate,
    goalValue: input.closingGoal.value,
    goalCurrency: input.closingGoal.currency,
    updatedAt: new Date(),
  };
  await db
    .insert(commitmentClosingGoals)
    .values({ fundProfileId, kind: input.kind, ...values })
    .onConflictDoUpdate({ target: [commitmentClosingGoals.fundProfileId, commitmentClosingGoals.kind], set: values });
  return closingGoal(db, fundProfileId, input.kind);
}

/** A close's goal and progress. The final close counts the rows of both closes (it is cumulative); the first its own. */
export async function closingGoal(db: DbOrTx, fundProfileId: string, kind: ClosingKind): Promise<{ goal: ClosingGoal | null }> {
  const [goal] = await db
    .select()
    .from(commitmentClosingGoals)
    .where(and(eq(commitmentClosingGoals.fundProfileId, fundProfileId), eq(commitmentClosingGoals.kind, kind)));
  if (!goal) return { goal: null };
  const c = nonBindingCommitments;
  const closes = kind === 'final' ? sql`${c.closing} in ('first', 'final')` : sql`${c.closing} = 'first'`;
  // Each row counts one amount, in the currency of that amount: its hard amount, else its soft one (ADR 0031).
  const groups = await db
    .select({
      currency: sql<string | null>`coalesce(${c.hardCurrency}, ${c.softCurrency})`,
      hard: sql<number>`coalesce(sum(${c.hardValue}), 0)::float8`,
      soft: sql<number>`coalesce(sum(${c.softValue}) filter (where ${c.hardValue} is null), 0)::float8`,
      rows: sql<number>`count(*)::int`,
      lps: sql<number>`count(*) filter (where ${c.hardValue} is not null or ${c.softValue} is not null)::int`,
    })
    .from(c)
    .where(and(eq(c.fundProfileId, fundProfileId), closes))
    .groupBy(sql`1`);
  const converter = await converterTo(
    db,
    goal.goalCurrency,
    groups.map((g) => g.currency),
  );
  let hard = 0;
  let soft = 0;
  let other = 0;
  let converted = 0;
  for (const group of groups) {
    if (!group.currency) continue;
    const rows = Number(group.rows);
    if (group.currency !== goal.goalCurrency) other += rows;
    converter.count(group.currency, rows);
    const h = converter.convert(Number(group.hard), group.currency);
    const s = converter.convert(Number(group.soft), group.currency);
    if (h == null || s == null) continue;
    if (group.currency !== goal.goalCurrency) converted += rows;
    hard += h;
    soft += s;
  }
  if (converted) {
    hard = Math.round(hard * 100) / 100;
    soft = Math.round(soft * 100) / 100;
  }
  const ratio = (n: number) => (goal.goalValue > 0 ? Math.round((n / goal.goalValue) * 10_000) / 10_000 : 0);
  return {
    goal: {
      kind,
      closingName: goal.closingName,
      targetClosingDate: goal.targetClosingDate,
      closingGoal: { value: goal.goalValue, currency: goal.goalCurrency as ClosingGoal['closingGoal']['currency'] },
      progress: {
        hard,
        soft,
        ratio: ratio(hard),
        softRatio: ratio(soft),
        lps: groups.reduce((sum, g) => sum + Number(g.lps), 0),
        otherCurrencyRows: other,
        convertedRows: converted,
        ...converter.report(),
      },
      updatedAt: goal.updatedAt.toISOString(),
    },
  };
}
