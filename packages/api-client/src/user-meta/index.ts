export { type CreateUserMetaInput, createUserMeta, type UserMetaData, useCreateUserMeta } from './create-user-meta';
export { getUserMeta, type UserMeta, useUserMeta, userMetaQueryOptions } from './get-user-meta';
export { userMetaKeys } from './keys';
