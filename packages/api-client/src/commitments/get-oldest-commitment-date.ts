// GET api/commitments/oldest-commitment-date/{fundInfoId}: where the book's graphs start.
import { apiClient } from '../http/api-client';
import { as, type Profile } from './commitment-options';

export const getOldestCommitmentDate = (p: Profile, fundInfoId: string) =>
  apiClient.get<{ date: string | null }>(`api/commitments/oldest-commitment-date/${fundInfoId}`, as(p));
