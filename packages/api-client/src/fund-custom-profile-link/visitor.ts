// The visitor's side of api/fund-custom-profile-link. The visitor token travels in `x-visitor-token`; these calls
// never send the signed-in user's profile headers, and a 401 (the link's token ended) never ends the user's session.
import type { ScopedProfile, SharedWithMe, VisitorLinkState } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';
import type { QueryConfig } from '../query/types';
import { shareLinkKeys } from './keys';

export type { ScopedProfile, SharedWithMe, VisitorLinkState };

/** Opens a link: a live token of this link is kept, else a new one starts. */
export function openShareLink(slug: string, token: string | null, options?: ApiCallOptions): Promise<VisitorLinkState> {
  return apiClient.post(`api/fund-custom-profile-link/token-from-slug/${encodeURIComponent(slug)}`, visitorOptions(token, options));
}
export function storeShareLinkEmail(token: string, email: string): Promise<VisitorLinkState> {
  return apiClient.post(`api/fund-custom-profile-link/store-email`, { ...visitorOptions(token), json: { email } });
}
export function confirmShareLinkPassword(token: string, password: string): Promise<VisitorLinkState> {
  return apiClient.post(`api/fund-custom-profile-link/confirm-password`, { ...visitorOptions(token), json: { password } });
}
export function confirmShareLinkNda(token: string): Promise<VisitorLinkState> {
  return apiClient.post(`api/fund-custom-profile-link/confirm-nda`, { ...visitorOptions(token), json: { accept: true } });
}
/** The mailed one-time link (`{ token }`) or its typed code (`{ slug, email, code }`). Only this POST consumes it. */
export function consumeShareLinkMagic(body: { token: string } | { slug: string; email: string; code: string }): Promise<VisitorLinkState> {
  return apiClient.post(`api/fund-custom-profile-link/magic-link`, { ...visitorOptions(null), json: body });
}
/** A signed-in user opens a ByEmail link (their account's address is the proven one). */
export function verifyShareLinkSignup(slug: string): Promise<VisitorLinkState> {
  return apiClient.post(`api/fund-custom-profile-link/verify-signup/${encodeURIComponent(slug)}`, { profile: false });
}
export function sendShareLinkHeartbeat(token: string, section: string, seconds: number): Promise<void> {
  return apiClient.post(`api/fund-custom-profile-link/heartbeat`, { ...visitorOptions(token), json: { section, seconds } });
}

export function getSharedProfile(token: string, options?: ApiCallOptions): Promise<ScopedProfile> {
  return apiClient.get(`api/fund-custom-profile-link/profile`, visitorOptions(token, options));
}
export const sharedProfileQueryOptions = (token: string) =>
  queryOptions({
    queryKey: shareLinkKeys.key('visitor', 'profile', token),
    queryFn: ({ signal }) => getSharedProfile(token, { signal }),
    retry: false,
  });
export function useSharedProfile(token: string, config?: QueryConfig<typeof sharedProfileQueryOptions>) {
  return useQuery({ ...sharedProfileQueryOptions(token), ...config });
}

export function getSharedWithMe(options?: ApiCallOptions): Promise<SharedWithMe> {
  return apiClient.get(`api/fund-custom-profile-link/shared-with-me`, { ...options, profile: false });
}
export const sharedWithMeQueryOptions = () =>
  queryOptions({ queryKey: shareLinkKeys.key('shared-with-me'), queryFn: ({ signal }) => getSharedWithMe({ signal }) });
export function useSharedWithMe(config?: QueryConfig<typeof sharedWithMeQueryOptions>) {
  return useQuery({ ...sharedWithMeQueryOptions(), ...config });
}
