// GET api/track-record/{id}/sheet/{sheetId}/export: a sheet as .xlsx; with the grid's order and filters it holds what the grid shows.
import { apiClient } from '../http/api-client';
import { asReader, type InvestmentGridQuery, investmentSearchParams, type Profile, type VisitorToken } from './track-record-reader';

/** The example spreadsheet (forms §9), as a file the page links to. */
export const exampleSheetUrl = 'api/track-record/example-sheet';

/** Paging aside, what the grid shows. Throws ApiError. */
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
