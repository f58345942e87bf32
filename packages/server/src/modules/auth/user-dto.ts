import type { UserRow } from '../users';

/**
 * The user as the client sees it (no hashes, no internal timestamps). It lives in auth, the module that creates
 * accounts and opens sessions (its replies carry the user): other modules take it from auth's index; the row comes
 * from users' face (users is below auth and never imports it).
 */
export interface UserDto {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  emailVerified: boolean;
  phoneVerified: boolean;
  isAdmin: boolean;
  createdAt: string;
}

export function toUserDto(row: UserRow): UserDto {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    emailVerified: row.emailVerifiedAt !== null,
    phoneVerified: row.phoneVerifiedAt !== null,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
  };
}
