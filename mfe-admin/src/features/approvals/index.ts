export { ApprovalDetailPage } from './approval-detail-page';
export { PendingApprovalsCard } from './pending-approvals-card';
