export { ApprovalDetailPage } from './approval-detail-page';
export { ApprovalsListPage } from './approvals-list-page';
export { PendingApprovalsCard } from './pending-approvals-card';
