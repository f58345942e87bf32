import type { SecondaryEmail } from '@fundnet/validation-schema';
import type { userSecondaryEmails } from './tables';

export type SecondaryEmailRow = typeof userSecondaryEmails.$inferSelect;
export type SecondaryEmailDto = SecondaryEmail;

export function toSecondaryEmailDto(row: SecondaryEmailRow): SecondaryEmailDto {
  return { id: row.id, email: row.email, verified: row.verifiedAt !== null, createdAt: row.createdAt.toISOString() };
}
