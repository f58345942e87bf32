export { ApprovalDetailPage } from './approval-detail-page';
export { PendingApprovalsCard } from './pending-approvals-card';
export { sectionLabel, statusLabels as approvalStatusLabels } from './approval-labels';
