import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { accessPolicies } from './tables';

const qb = new QueryBuilder();

/**
 * Policies as a subquery (id, enabled) for a reader that joins a policy's state to its rows in one statement (share
 * links, access requests): access-policy owns the table (ADR 0069). `enabledOnly` keeps the switched-on ones.
 */
export function policyRefs<Alias extends string = 'policy_refs'>(
  alias: Alias = 'policy_refs' as Alias,
  options: { enabledOnly?: boolean } = {},
) {
  const query = qb.select({ id: accessPolicies.id, enabled: accessPolicies.enabled }).from(accessPolicies);
  return (options.enabledOnly ? query.where(eq(accessPolicies.enabled, true)) : query).as(alias);
}
