export { type ApprovalRef, type ApproveApprovalRef, approveApproval, useApproveApproval } from './approve-approval';
export { type ApprovalDetail, approvalQueryOptions, type FieldChange, getApproval, useApproval } from './get-approval';
export { type ApprovalStats, approvalStatsQueryOptions, getApprovalStats, useApprovalStats } from './get-approval-stats';
export {
  type ApprovalItem,
  type ApprovalListParams,
  type ApprovalModel,
  type ApprovalPage,
  type ApprovalStatus,
  approvalsQueryOptions,
  getApprovals,
  useApprovals,
} from './get-approvals';
export { approvalsKeys } from './keys';
export { type RejectApprovalInput, type RejectApprovalParams, rejectApproval, useRejectApproval } from './reject-approval';
export { type ApprovalSearchParams, searchApprovals, searchApprovalsQueryOptions } from './search-approvals';
