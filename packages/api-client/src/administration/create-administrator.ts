// POST api/administration: invites a new administrator.
import type { CreateAdministratorInput, CreateAdministratorReply } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import { useAdministrationWrite } from './administration-write';

export function createAdministrator(body: CreateAdministratorInput): Promise<CreateAdministratorReply> {
  return apiClient.post<CreateAdministratorReply>('api/administration', { profile: false, json: body });
}

export const useCreateAdministrator = () => useAdministrationWrite(createAdministrator);
