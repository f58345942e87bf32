// GET api/track-record/{id}/sheet/{sheetId}/investments: one page of a sheet's investments (the grid).
import type { InvestmentListQuery, InvestmentRow } from '@fundnet/validation-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import {
  asReader,
  type InvestmentGridQuery,
  investmentSearchParams,
  type Profile,
  readerKey,
  type VisitorToken,
} from './track-record-reader';

export type { InvestmentRow };
export interface InvestmentPage {
  items: InvestmentRow[];
  total: number;
  skip: number;
  take: number;
  /** Every primary sector of the sheet (the sector filter's options). */
  sectors?: string[];
}

export function getInvestments(
  profile: Profile,
  id: string,
  sheetId: string,
  query: Partial<InvestmentListQuery> | InvestmentGridQuery,
  options?: ApiCallOptions,
  visitorToken?: VisitorToken,
) {
  return apiClient.get<InvestmentPage>(
    `api/track-record/${id}/sheet/${sheetId}/investments`,
    asReader(profile, visitorToken, { ...options, searchParams: investmentSearchParams(query) }),
  );
}

export const useInvestments = (
  profile: Profile,
  id: string,
  sheetId: string | undefined,
  query: Partial<InvestmentListQuery> | InvestmentGridQuery,
  visitorToken?: VisitorToken,
) =>
  useQuery({
    queryKey: readerKey(profile, visitorToken, 'investments', id, sheetId, query),
    queryFn: ({ signal }) => getInvestments(profile, id, sheetId!, query, { signal }, visitorToken),
    enabled: Boolean(sheetId),
    placeholderData: keepPreviousData,
  });
