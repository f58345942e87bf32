// api/track-record and api/track-record-graduation: calls and hooks (ADR 0009: one folder per family).
import type {
  ChartReply,
  FundTrackRecordFormInput,
  InvestmentFilters,
  InvestmentListQuery,
  InvestmentRow,
  SheetConfig,
  SheetPreview,
  TrackRecord,
  TrackRecordChartKey,
} from '@fundnet/validation-schema';
import type { GraduationFund, GraduationGraph, GraduationItem } from '@fundnet/validation-schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';
import { queryKeys } from '../query/query-keys';
import type { ActiveProfile } from '../session/session-store';

export const trackRecordKeys = queryKeys('track-record');

export type { ChartReply, InvestmentFilters, InvestmentRow, SheetPreview, TrackRecord, TrackRecordChartKey };
export type { GraduationFund, GraduationGraph, GraduationItem };
export interface InvestmentPage {
  items: InvestmentRow[];
  total: number;
  skip: number;
  take: number;
  /** Every primary sector of the sheet (the sector filter's options). */
  sectors?: string[];
}
type Profile = ActiveProfile | null;
const withProfile = (profile: Profile, options?: ApiCallOptions): ApiCallOptions => ({ ...options, ...(profile ? { profile } : {}) });
/**
 * A share-link visitor token (ADR 0056): the reads of a track record in a link's scope send it in `x-visitor-token`
 * instead of the profile headers, and a 401 never ends the signed-in user's session (the link's token is not theirs).
 * null or undefined: the call acts as `profile` (the session's active profile by default), as before.
 */
export type VisitorToken = string | null | undefined;
const asReader = (profile: Profile, visitorToken: VisitorToken, options?: ApiCallOptions): ApiCallOptions =>
  visitorToken ? visitorOptions(visitorToken, options) : withProfile(profile, options);
/** A read's key: by visitor token when one is sent (the answer depends on the link, not on the active profile). */
const readerKey = <const P extends readonly unknown[]>(profile: Profile, visitorToken: VisitorToken, ...parts: P) =>
  visitorToken ? trackRecordKeys.key(...parts, { visitorToken }) : trackRecordKeys.scoped(profile, ...parts);

export const listTrackRecords = (profile: ActiveProfile, options?: ApiCallOptions) =>
  apiClient.get<{ items: TrackRecord[] }>('api/track-record', { ...options, profile });
export const getTrackRecord = (profile: Profile, id: string, options?: ApiCallOptions, visitorToken?: VisitorToken) =>
  apiClient.get<TrackRecord>(`api/track-record/${id}`, asReader(profile, visitorToken, options));
export const createTrackRecord = (profile: ActiveProfile, body: FundTrackRecordFormInput) =>
  apiClient.post<TrackRecord>('api/track-record', { profile, json: body });
export const updateTrackRecord = (profile: ActiveProfile, id: string, body: FundTrackRecordFormInput) =>
  apiClient.put<TrackRecord>(`api/track-record/${id}`, { profile, json: body });
export const setTrackRecordVisibility = (profile: ActiveProfile, id: string, body: { visible?: boolean; showGraduations?: boolean }) =>
  apiClient.patch<TrackRecord>(`api/track-record/visibility/${id}`, { profile, json: body });
export const deleteTrackRecord = (profile: ActiveProfile, id: string) => apiClient.delete<void>(`api/track-record/${id}`, { profile });

/**
 * The grid's query as search params: a list filter (sector, status) repeats its parameter, one value per entry;
 * empty values are left out so the server's defaults apply.
 */
export function investmentSearchParams(query: Partial<InvestmentListQuery> | InvestmentGridQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null && one !== '') params.append(key, String(one));
    }
  }
  return params;
}

/** What the grid asks for: its page, its order and its column filters. */
export interface InvestmentGridQuery extends InvestmentFilters {
  skip?: number;
  take?: number;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
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
export const getChart = (
  profile: Profile,
  key: TrackRecordChartKey,
  trackRecordId: string,
  sheetId: string,
  options?: ApiCallOptions,
  visitorToken?: VisitorToken,
) => apiClient.get<ChartReply>(`api/track-record/graph/${key}/${sheetId}/${trackRecordId}`, asReader(profile, visitorToken, options));
export const readSheetFile = (profile: ActiveProfile, body: { fileName: string; contentBase64: string }) =>
  apiClient.post<SheetPreview>('api/track-record/getRowsFromFile', { profile, json: body, timeout: 120_000 });
export const validateRows = (profile: ActiveProfile, rows: Array<Record<string, unknown>>) =>
  apiClient.post<{ valid: boolean; errors: SheetPreview['errors'] }>('api/track-record/validate', { profile, json: { rows } });
export const importRows = (
  profile: ActiveProfile,
  id: string,
  sheetId: string,
  rows: Array<Record<string, unknown>>,
  mode: 'replace' | 'append' = 'replace',
) =>
  apiClient.post<{ imported: number; total: number }>(`api/track-record/${id}/sheet/${sheetId}/import`, {
    profile,
    json: { rows, mode },
    timeout: 120_000,
  });
export const getSheetConfig = (profile: ActiveProfile, id: string, sheetId: string) =>
  apiClient.get<SheetConfig>(`api/track-record/${id}/sheet/${sheetId}/config`, { profile });
export const saveSheetConfig = (profile: ActiveProfile, id: string, sheetId: string, config: SheetConfig) =>
  apiClient.put<SheetConfig>(`api/track-record/${id}/sheet/${sheetId}/config`, { profile, json: config });
export const getGraduations = (profile: Profile, trackRecordId: string, sheetId: string) =>
  apiClient.get<GraduationFund>(`api/track-record-graduation/fund/${sheetId}/${trackRecordId}`, withProfile(profile));
export const getGraduationGraph = (profile: Profile, trackRecordId: string, sheetId: string) =>
  apiClient.get<GraduationGraph>(`api/track-record-graduation/graph/${sheetId}/${trackRecordId}`, withProfile(profile));
export const postGraduation = (
  profile: ActiveProfile,
  kind: string,
  trackRecordId: string,
  sheetId: string,
  body: Record<string, unknown>,
) => apiClient.post<GraduationItem>(`api/track-record-graduation/${kind}/${trackRecordId}/${sheetId}`, { profile, json: body });
export const deleteGraduation = (profile: ActiveProfile, id: string) =>
  apiClient.delete<void>(`api/track-record-graduation/${id}`, { profile });

/** The example spreadsheet (forms §9) and a sheet's export, as files. */
export const exampleSheetUrl = 'api/track-record/example-sheet';
/** The sheet as .xlsx; with the grid's order and filters it holds what the grid shows (paging aside). */
export async function downloadSheet(
  profile: Profile,
  id: string,
  sheetId: string,
  query: Omit<InvestmentGridQuery, 'skip' | 'take'> = {},
  visitorToken?: VisitorToken,
): Promise<Blob> {
  const response = await apiClient.raw(
    'get',
    `api/track-record/${id}/sheet/${sheetId}/export`,
    asReader(profile, visitorToken, { searchParams: investmentSearchParams(query) }),
  );
  return response.blob();
}

export const trackRecordsQueryOptions = (profile: ActiveProfile) =>
  queryOptions({ queryKey: trackRecordKeys.scoped(profile, 'list'), queryFn: ({ signal }) => listTrackRecords(profile, { signal }) });
export const useTrackRecords = (profile: ActiveProfile | null) =>
  useQuery({ ...trackRecordsQueryOptions(profile as ActiveProfile), enabled: Boolean(profile) });
export const trackRecordQueryOptions = (profile: Profile, id: string, visitorToken?: VisitorToken) =>
  queryOptions({
    queryKey: readerKey(profile, visitorToken, 'one', id),
    queryFn: ({ signal }) => getTrackRecord(profile, id, { signal }, visitorToken),
    // A share link's track record that is not (or no longer) in its scope is a 404: asking again will not change that.
    ...(visitorToken ? { retry: false } : {}),
  });
export const useTrackRecord = (profile: Profile, id: string, visitorToken?: VisitorToken) =>
  useQuery(trackRecordQueryOptions(profile, id, visitorToken));
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
export const useChart = (
  profile: Profile,
  key: TrackRecordChartKey,
  id: string,
  sheetId: string | undefined,
  visitorToken?: VisitorToken,
) =>
  useQuery({
    queryKey: readerKey(profile, visitorToken, 'chart', key, id, sheetId),
    queryFn: ({ signal }) => getChart(profile, key, id, sheetId!, { signal }, visitorToken),
    enabled: Boolean(sheetId),
  });
export const useSheetConfig = (profile: ActiveProfile | null, id: string, sheetId: string | undefined) =>
  useQuery({
    queryKey: trackRecordKeys.scoped(profile, 'config', id, sheetId),
    queryFn: () => getSheetConfig(profile!, id, sheetId!),
    enabled: Boolean(profile && sheetId),
  });
export const useGraduations = (profile: Profile, id: string | undefined, sheetId: string | undefined) =>
  useQuery({
    queryKey: trackRecordKeys.scoped(profile, 'graduations', id, sheetId),
    queryFn: () => getGraduations(profile, id!, sheetId!),
    enabled: Boolean(id && sheetId),
  });

/** Any write of the family: refresh every track-record query (figures depend on each other). */
export function useTrackRecordMutation<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => fn(...args),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackRecordKeys.all }),
  });
}
