export { getUserInfo, type UserInfo, useUserInfo, userInfoQueryOptions } from './get-user-info';
export { userInfoKeys } from './keys';
export { type UpdateUserCrmLinkVariables, updateUserCrmLink, useUpdateUserCrmLink } from './update-user-crm-link';
export { type UpdateUserInfoInput, updateUserInfo, useUpdateUserInfo } from './update-user-info';
