import type { UserMeta, UserMetaData } from '@fundnet/validation-schema';
import type { userMeta } from './tables';

export type UserMetaRow = typeof userMeta.$inferSelect;
export type UserMetaDto = UserMeta;

export function toUserMetaDto(row: UserMetaRow): UserMetaDto {
  return {
    id: row.id,
    userId: row.userId,
    sessionId: row.sessionId,
    ip: row.ip,
    userAgent: row.userAgent,
    data: row.data as UserMetaData,
    createdAt: row.createdAt.toISOString(),
  };
}
