export { type CreateUserMetaInput, createUserMeta, type UserMetaData } from './create-user-meta';
export { getUserMeta, type UserMeta, userMetaQueryOptions } from './get-user-meta';
export { userMetaKeys } from './keys';
