// GET api/fund-custom-profile-link/status: the visitor's standing on their link, read without opening it again.
import type { VisitorLinkState } from '@fundnet/validation-schema';
import { queryOptions } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';
import { shareLinkKeys } from './keys';

export function getShareLinkStatus(token: string, options?: ApiCallOptions): Promise<VisitorLinkState> {
  return apiClient.get(`api/fund-custom-profile-link/status`, visitorOptions(token, options));
}

/**
 * The link's state as the visitor last opened it in this tab, keyed by the link's slug: the share-link page starts
 * from it (a page the API rendered for the visitor carries it, ADR 0106) and keeps it up to date as the visitor passes
 * the gates. The renderer fills it from the token's status; the page from each state the server answers.
 */
export const openedShareLinkQueryOptions = (slug: string, token: string) =>
  queryOptions({
    queryKey: openedShareLinkKey(slug),
    queryFn: ({ signal }) => getShareLinkStatus(token, { signal }),
    retry: false,
  });

export const openedShareLinkKey = (slug: string) => shareLinkKeys.key('visitor', 'opened', slug);
