import { eq, sql } from 'drizzle-orm';
import type { CompanyForm, ProfileCompanyReply, ProfileType } from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { readWorking } from '../profile-sections';
import { userRefs } from '../users';

// Who last edited, deleted accounts too (users' subquery, left-joined as the table was).
const editor = userRefs('editor', { withDeleted: true });
import { profileCompanies } from './tables';

/** Manage Company: the legal entity behind a profile, for its members only (README.md). */

/** A fund's public "fund management company" (fund details, working copy): shown beside the legal entity. */
async function fundManagementCompanyOf(db: Db, profile: { id: string; type: ProfileType }): Promise<string | null> {
  if (profile.type !== 'fund') return null;
  const value = (await readWorking(db, profile.id)).get('fund-details')?.data.fundManagementCompany;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** GET api/profile-company. */
export async function readCompany(db: Db, profile: { id: string; type: ProfileType }): Promise<ProfileCompanyReply> {
  const [row] = await db
    .select({ company: profileCompanies, firstName: editor.firstName, lastName: editor.lastName })
    .from(profileCompanies)
    .leftJoin(editor, eq(editor.id, profileCompanies.updatedBy))
    .where(eq(profileCompanies.profileId, profile.id))
    .limit(1);
  return {
    company: row
      ? {
          companyName: row.company.companyName,
          legalName: row.company.legalName,
          address: row.company.address,
          vatId: row.company.vatId,
          websiteUrl: row.company.websiteUrl,
          updatedAt: row.company.updatedAt.toISOString(),
          updatedBy: row.firstName === null ? null : { firstName: row.firstName, lastName: row.lastName ?? '' },
        }
      : null,
    fundManagementCompany: await fundManagementCompanyOf(db, profile),
  };
}

/** PUT api/profile-company: the whole company form, at once (no approval: it is never public). */
export async function saveCompany(
  db: Db,
  profile: { id: string; type: ProfileType },
  input: CompanyForm,
  userId: string,
): Promise<ProfileCompanyReply> {
  const values = {
    companyName: input.companyName,
    legalName: input.legalName,
    address: input.address,
    vatId: input.vatId,
    websiteUrl: input.websiteUrl,
    updatedBy: userId,
  };
  await db
    .insert(profileCompanies)
    .values({ profileId: profile.id, ...values })
    .onConflictDoUpdate({ target: profileCompanies.profileId, set: { ...values, updatedAt: sql`now()` } });
  return readCompany(db, profile);
}
