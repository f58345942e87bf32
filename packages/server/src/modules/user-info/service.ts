import { eq } from 'drizzle-orm';
import { isUuid, type UpdateUserCrmLinkInput, type UpdateUserInfoInput } from '@fundnet/validation-schema';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { updateUser, userRefs } from '../users';
import { toUserInfoDto, type UserInfoDto, type UserInfoRow } from './dto';
import { userInfo } from './tables';

export const USER_NOT_FOUND_MESSAGE = 'This user does not exist.';

/** The details of a live (not soft-deleted) user, or 404. A malformed id is simply unknown. */
export async function getUserInfo(db: Db, userId: string): Promise<UserInfoDto> {
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND_MESSAGE);
  const user = userRefs();
  const [row] = await db
    .select({ firstName: user.firstName, lastName: user.lastName, phoneNumber: user.phoneNumber, info: userInfo })
    .from(user)
    .leftJoin(userInfo, eq(userInfo.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
  return toUserInfoDto(row, row.info);
}

/**
 * PUT user-info: names go to users, the rest is upserted into user_info. Optional fields left out
 * of the body keep their stored value; null clears them.
 */
export async function updateUserInfo(db: Db, userId: string, input: UpdateUserInfoInput): Promise<UserInfoDto> {
  const now = new Date();
  const optional = {
    ...(input.jobTitle !== undefined && { jobTitle: input.jobTitle }),
    ...(input.companyName !== undefined && { companyName: input.companyName }),
    ...(input.linkedinUrl !== undefined && { linkedinUrl: input.linkedinUrl }),
    ...(input.pointsOfInterest !== undefined && { pointsOfInterest: input.pointsOfInterest }),
    ...(input.investorStyle !== undefined && { investorStyle: input.investorStyle }),
    ...(input.onboardingProfileType !== undefined && { onboardingProfileType: input.onboardingProfileType }),
    ...(input.smsVerificationSkipped !== undefined && { smsVerificationSkipped: input.smsVerificationSkipped }),
  };
  await db.transaction(async (tx) => {
    const updated = await updateUser(tx, userId, { firstName: input.firstName, lastName: input.lastName }, { at: now, onlyIfLive: true });
    if (!updated) throw notFound(USER_NOT_FOUND_MESSAGE);
    const required = { countryOfResidence: input.countryOfResidence, describesYouBest: input.describesYouBest, updatedAt: now };
    await tx
      .insert(userInfo)
      .values({ userId, ...required, ...optional })
      .onConflictDoUpdate({ target: userInfo.userId, set: { ...required, ...optional } });
  });
  return getUserInfo(db, userId);
}

/** PUT user-info/{id} (administrators): sets or clears the CRM link of any live user. */
export async function setCrmLink(db: Db, userId: string, input: UpdateUserCrmLinkInput): Promise<UserInfoDto> {
  await getUserInfo(db, userId); // 404 for an unknown or deleted user
  await db
    .insert(userInfo)
    .values({ userId, crmLink: input.crmLink })
    .onConflictDoUpdate({ target: userInfo.userId, set: { crmLink: input.crmLink, updatedAt: new Date() } });
  return getUserInfo(db, userId);
}

/** The user's user_info row (null before they fill in any details), for the get-me reply (auth) that shapes it with toUserInfoDto. */
export async function userInfoRow(db: DbOrTx, userId: string): Promise<UserInfoRow | null> {
  const [row] = await db.select().from(userInfo).where(eq(userInfo.userId, userId)).limit(1);
  return row ?? null;
}
