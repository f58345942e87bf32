// POST api/auth/admin/login: the administrators' sign-in.
import type { AuthSession, LoginBody } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';

export type { AuthSession, LoginBody };

/** POST api/auth/admin/login → { token, expiresAt, user }. A non-administrator gets the same 401 as a wrong password. Throws ApiError. */
export function adminLogin(body: LoginBody, options?: ApiCallOptions): Promise<AuthSession> {
  return apiClient.post<AuthSession>('api/auth/admin/login', { profile: false, ...options, json: body });
}
