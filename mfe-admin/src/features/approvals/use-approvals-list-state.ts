import type { ApprovalModel } from '@fundnet/api-client';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@fundnet/validation-schema';
import { useSearchParams } from 'react-router-dom';
import { type StatusFilter, isApprovalModel, isStatusFilter } from './approval-labels';

export interface ApprovalsListState {
  model: ApprovalModel;
  status: StatusFilter;
  /** From 1, as the API counts. */
  page: number;
  limit: number;
}

const defaults: ApprovalsListState = { model: 'fundInfo', status: 'Tbd', page: 1, limit: DEFAULT_PAGE_SIZE };

/** ?model=…&status=…&page=…&limit=… of /admin/approvals, so a list survives a visit to an item and a reload. */
export function listSearchOf(state: Partial<ApprovalsListState>): string {
  const params = new URLSearchParams();
  const full = { ...defaults, ...state };
  if (full.model !== defaults.model) params.set('model', full.model);
  if (full.status !== defaults.status) params.set('status', full.status);
  if (full.page !== defaults.page) params.set('page', String(full.page));
  if (full.limit !== defaults.limit) params.set('limit', String(full.limit));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The list's tab, filter and page, read from and written to the address. */
export function useApprovalsListState(): [ApprovalsListState, (next: Partial<ApprovalsListState>) => void] {
  const [params, setParams] = useSearchParams();
  const model = params.get('model');
  const status = params.get('status');
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const state: ApprovalsListState = {
    model: isApprovalModel(model) ? model : defaults.model,
    status: isStatusFilter(status) ? status : defaults.status,
    page: Number.isInteger(page) && page >= 1 ? page : defaults.page,
    limit: (PAGE_SIZE_OPTIONS as readonly number[]).includes(limit) ? limit : defaults.limit,
  };
  const update = (next: Partial<ApprovalsListState>) => setParams(new URLSearchParams(listSearchOf({ ...state, ...next })));
  return [state, update];
}
