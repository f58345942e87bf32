export { getUserInfo, type UserInfo, userInfoQueryOptions } from './get-user-info';
export { userInfoKeys } from './keys';
export { type UpdateUserCrmLinkVariables, updateUserCrmLink } from './update-user-crm-link';
export { type UpdateUserInfoInput, updateUserInfo, useUpdateUserInfo } from './update-user-info';
