// POST api/commitments/download-xlsx-table/{fundInfoId}: the XLSX of the filtered book (the grid's filter, sort and visible columns).
import type { DownloadCommitmentsInput } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import { as, type Profile } from './commitment-options';

export const downloadCommitments = async (p: Profile, fundInfoId: string, input: DownloadCommitmentsInput) =>
  (await apiClient.raw('post', `api/commitments/download-xlsx-table/${fundInfoId}`, { ...as(p), json: input })).blob();
