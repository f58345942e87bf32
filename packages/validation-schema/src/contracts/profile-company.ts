import * as v from 'valibot';
import { companySchema } from '../forms/company';

/**
 * Contract of the profile-company family (api/profile-company): Manage Company, the legal entity behind
 * a profile (the spec lists the screen and gives the company form: companyName 'Company name is a
 * required'; legal name, address and VAT id required; websiteUrl). Our design:
 *
 * - The company is the profile's contracting and billing party: members only (any role reads it), never
 *   shown publicly, no approval. Owners and admins change it (it is what contracts, invoices and the NDA
 *   are made out to); editors and viewers read it.
 * - A fund's public "fund management company" stays a field of its fund details (public content, approved
 *   by the administrators). The company screen shows that public name beside the legal entity and says
 *   when they differ, so the owner can align them (editing the fund details, which goes through approval);
 *   nothing public changes from this screen without review.
 */

/** PUT api/profile-company: the company form. */
export const profileCompanyBody = companySchema;
export type ProfileCompanyInput = v.InferInput<typeof profileCompanyBody>;

export const profileCompanySchema = v.object({
  companyName: v.string(),
  legalName: v.string(),
  address: v.string(),
  vatId: v.string(),
  websiteUrl: v.nullable(v.string()),
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
  updatedBy: v.nullable(v.object({ firstName: v.string(), lastName: v.string() })),
});
export type ProfileCompany = v.InferOutput<typeof profileCompanySchema>;

/**
 * GET / PUT api/profile-company: the company (null until someone saved it) and, for a fund, the fund
 * management company of its fund details (working copy; null when empty or for other profile types).
 */
export const profileCompanyReply = v.object({
  company: v.nullable(profileCompanySchema),
  fundManagementCompany: v.nullable(v.string()),
});
export type ProfileCompanyReply = v.InferOutput<typeof profileCompanyReply>;
