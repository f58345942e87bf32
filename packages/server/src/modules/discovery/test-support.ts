import { randomUUID } from 'node:crypto';
import type { ProfileType } from '@fundnet/validation-schema';
import { createProfile, createUser, type TestUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { as } from '../fund-info/test-support';
import { validFundSections } from '../fund-info/test-support';
import { validInvestorSections } from '../investor-info/test-support';
import { validProviderSections } from '../service-provider/test-support';

/** Shared by the discovery tests: profiles published through the real routes (edit, submit, approve). */

export const familyOf = {
  fund: { base: 'fund-info', model: 'fundInfo', statusSection: 'fundraising-status', required: ['fund-details'] },
  investor: {
    base: 'investor-info',
    model: 'investorInfo',
    statusSection: 'investment-status',
    required: ['your-details', 'overview', 'investor-details'],
  },
  serviceProvider: {
    base: 'service-provider',
    model: 'serviceProviderInfo',
    statusSection: 'provider-status',
    required: ['your-details', 'overview'],
  },
} as const;

type Docs = Record<string, Record<string, unknown>>;

/** Reference documents of each family's sections, without settings and admin section (the tests add what they need). */
export function baseDocs(type: ProfileType): Docs {
  const all = (type === 'fund'
    ? validFundSections
    : type === 'investor'
      ? validInvestorSections
      : validProviderSections) as unknown as Docs;
  const { 'admin-section': _a, 'require-nda': _n, 'hidden-fields': _h, 'not-applicable-fields': _x, ...content } = all;
  return structuredClone(content);
}

/** A unique word for a test run (a tag and a name part no other test file uses). */
export const uniqueWord = (prefix: string) => `${prefix}${randomUUID().replace(/-/g, '').slice(0, 10)}`;

export interface PublishSpec {
  type: ProfileType;
  name?: string;
  /** Section documents merged over the reference ones, per section (a null section is left out). */
  sections?: Record<string, Record<string, unknown> | null>;
  /** Written after publication by the platform administrator. */
  admin?: { verified?: 'Yes' | 'No'; featured?: 'Yes' | 'No' };
  /** Settings written before submission (they apply at once). */
  settings?: { hiddenFields?: string[]; ndaSections?: string[] };
  /** Stop before submission (draft) or before approval (pendingApproval). */
  until?: 'draft' | 'submitted';
}

export interface Published {
  id: string;
  type: ProfileType;
  slug: string;
  name: string;
  owner: TestUser;
}

async function ok(promise: Promise<{ status: number; body: unknown }>, what: string, expected = 200) {
  const res = await promise;
  if (res.status !== expected) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/** A profile of `spec.type` with its sections, submitted and approved by `platformAdmin` (unless `until`). */
export async function publishProfile(t: TestApp, platformAdmin: TestUser, spec: PublishSpec): Promise<Published> {
  const family = familyOf[spec.type];
  const owner = await createUser(t);
  const name = spec.name ?? `Discovery ${uniqueWord('p')}`;
  const profile = await createProfile(t, owner, { type: spec.type, name, status: 'draft' });
  const docs = baseDocs(spec.type);
  for (const [section, patch] of Object.entries(spec.sections ?? {})) {
    if (patch === null) delete docs[section];
    else docs[section] = { ...(docs[section] ?? {}), ...patch };
  }
  // The status first: other sections' rules read it (a fund's size is optional only when evergreen).
  const ordered = Object.entries(docs).sort(([a], [b]) => Number(b === family.statusSection) - Number(a === family.statusSection));
  for (const [section, body] of ordered) {
    const path = section === family.statusSection ? `/api/${family.base}/status` : `/api/${family.base}/edit/${section}`;
    await ok(t.call('PATCH', path, { ...as(owner, profile), body }), `${spec.type} ${section}`);
  }
  if (spec.settings?.hiddenFields) {
    await ok(
      t.call('PATCH', `/api/${family.base}/edit/hidden-fields`, { ...as(owner, profile), body: { fields: spec.settings.hiddenFields } }),
      'hidden',
    );
  }
  if (spec.settings?.ndaSections) {
    await ok(
      t.call('PATCH', `/api/${family.base}/edit/require-nda`, {
        ...as(owner, profile),
        body: { requireNda: true, sections: spec.settings.ndaSections },
      }),
      'nda',
    );
  }
  const result = { id: profile.id, type: spec.type, slug: profile.slug, name, owner };
  if (spec.until === 'draft') return result;
  const submitted = await ok(t.call('POST', `/api/${family.base}/submit`, as(owner, profile)), 'submit', 201);
  if (spec.until === 'submitted') return result;
  const itemId = (submitted.body as { id: string }).id;
  await ok(t.call('POST', `/api/administration/approval/approve/${family.model}/${itemId}`, as(platformAdmin)), 'approve');
  if (spec.admin) {
    await ok(
      t.call('PATCH', `/api/${family.base}/edit/admin-section`, {
        ...as(platformAdmin, profile),
        body: { verified: spec.admin.verified ?? 'No', featured: spec.admin.featured ?? 'No', internalNote: 'discovery test note' },
      }),
      'admin section',
    );
  }
  return result;
}

/** A query string from a record; arrays become repeated keys. */
export function qs(params: Record<string, string | number | boolean | readonly string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, item);
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET <family>/discovery-public with the query; expects 200 and answers the names in order. */
export async function publicNames(t: TestApp, type: ProfileType, params: Parameters<typeof qs>[0]): Promise<string[]> {
  const res = await t.call('GET', `/api/${familyOf[type].base}/discovery-public${qs(params)}`);
  if (res.status !== 200) throw new Error(`discovery: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.items as { name: string }[]).map((item) => item.name);
}
