// The public face of the users module: the account row's reads and writes (ADR 0069). users is the lowest module of
// identity: profiles and auth build on it, and it imports neither. The users/* routes (get-me, validate-password,
// change-password) end and open sessions and list the user's profiles, so they live in auth (auth/account-routes.ts).
// Its tables.ts is for other tables' foreign keys and the schema barrel only.

export {
  accountRows,
  activeUser,
  changeEmail,
  createUser,
  liveUserByEmail,
  liveUserById,
  lockActiveAdministrators,
  lockLiveUser,
  markEmailVerified,
  type NewUser,
  type UserChanges,
  type UserName,
  userById,
  userNamesByIds,
  type UserRow,
  userRefs,
  updateUser,
} from './accounts';
// data-room resolves an address a manager typed to a person (any case, deleted accounts too); platform-event finds
// its hosts by e-mail.
export { liveUsersByEmails, userIdByEmailAnyCase } from './reads-by-email';
// The administration console's account figures.
export { signUpsByWeek, userFigures } from './stats';
