import { and, eq, isNull } from 'drizzle-orm';
import { isUuid, type UpdateUserCrmLinkInput, type UpdateUserInfoInput } from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { users } from '../users/tables';
import { toUserInfoDto, type UserInfoDto } from './dto';
import { userInfo } from './tables';

export const USER_NOT_FOUND_MESSAGE = 'This user does not exist.';

/** The details of a live (not soft-deleted) user, or 404. A malformed id is simply unknown. */
export async function getUserInfo(db: Db, userId: string): Promise<UserInfoDto> {
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND_MESSAGE);
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, phoneNumber: users.phoneNumber, info: userInfo })
    .from(users)
    .leftJoin(userInfo, eq(userInfo.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
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
    const updated = await tx
      .update(users)
      .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (updated.length === 0) throw notFound(USER_NOT_FOUND_MESSAGE);
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
