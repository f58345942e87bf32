import type { UpdateUserInfoInput, UserInfo } from '@fundnet/validation-schema';

/**
 * PUT api/user-info always needs first name, last name, country of residence and "What describes
 * you best"; every other field may be left out (it keeps its stored value). A later step saves
 * its own field together with the required ones it read from get-me.
 */
export function userInfoUpdate(current: UserInfo, patch: Partial<UpdateUserInfoInput>): UpdateUserInfoInput {
  return {
    firstName: current.firstName,
    lastName: current.lastName,
    countryOfResidence: current.countryOfResidence as UpdateUserInfoInput['countryOfResidence'],
    describesYouBest: current.describesYouBest as UpdateUserInfoInput['describesYouBest'],
    ...patch,
  };
}
