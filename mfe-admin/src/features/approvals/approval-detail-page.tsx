import { type ApprovalDetail, type ApprovalModel, useApproval } from '@fundnet/api-client';
import {
  AreaNotFoundPage,
  EmptyState,
  ErrorPanel,
  LinkButton,
  LoadingState,
  PageContainer,
  PageHeader,
  SectionCard,
  useDocumentTitle,
  useNotify,
  DescriptionList,
} from '@fundnet/design-system';
import { profileStatusLabels } from '@fundnet/validation-schema';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApprovalDiff } from './approval-diff';
import { formatDateTime, isApprovalModel, kindOfModel, personLabel, sectionLabel } from './approval-labels';
import { ApprovalStatusChip } from './approval-status-chip';
import { ApproveDialog } from './approve-dialog';
import { DeclineDialog } from './decline-dialog';
import { listSearchOf } from './use-approvals-list-state';

/** /admin/approvals/:model/:id: one approval item, its diff, and the decision (or the buttons to take it). */
export function ApprovalDetailPage({ aside }: { aside?: ReactNode }) {
  const { model, id } = useParams();
  if (!isApprovalModel(model) || !id) return <AreaNotFoundPage area="Administration" />;
  return <ApprovalItemPage key={`${model}/${id}`} model={model} id={id} aside={aside} />;
}

function useBackToList(model: ApprovalModel): string {
  const state = useLocation().state as { listSearch?: unknown } | null;
  const search = typeof state?.listSearch === 'string' ? state.listSearch : listSearchOf({ model });
  return `/admin/approvals${search}`;
}

function ApprovalItemPage({ model, id, aside }: { model: ApprovalModel; id: string; aside?: ReactNode }) {
  const query = useApproval(model, id);
  const item = query.data;
  const backHref = useBackToList(model);
  useDocumentTitle(item ? `Approval: ${item.profileName}` : 'Approval');

  const breadcrumbs = (
    <Link component={RouterLink} to={backHref} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <ArrowBack fontSize="small" aria-hidden />
      Back to approvals
    </Link>
  );

  let content: ReactNode;
  if (item) {
    content = <ApprovalItemView item={item} backHref={backHref} />;
  } else if (query.isError && !query.isFetching) {
    content =
      query.error.status === 404 ? (
        <EmptyState
          icon={<SearchOffOutlined />}
          title="This approval item does not exist"
          description="It may have been withdrawn by its owners, or the address is wrong."
          action={<LinkButton to={backHref}>Back to approvals</LinkButton>}
        />
      ) : (
        <ErrorPanel title="The approval item could not be read" message={query.error.message} onRetry={() => void query.refetch()} />
      );
  } else {
    content = <LoadingState label="Loading the approval item…" />;
  }

  return (
    <PageContainer>
      <PageHeader
        breadcrumbs={breadcrumbs}
        title={item ? item.profileName : 'Approval'}
        subtitle={item ? `${kindOfModel(item.model)} · ${sectionLabel(item.section)}` : undefined}
      />
      {aside ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, gap: 3, alignItems: 'start' }}>
          {aside}
          <Box sx={{ minWidth: 0 }}>{content}</Box>
        </Box>
      ) : (
        content
      )}
    </PageContainer>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    // Messages keep the line breaks their writers typed.
    <DescriptionList items={rows.map(([label, value]) => ({ label, value }))} sx={{ '& dd': { whiteSpace: 'pre-wrap' } }} />
  );
}

function ApprovalItemView({ item, backHref }: { item: ApprovalDetail; backHref: string }) {
  const [dialog, setDialog] = useState<'approve' | 'decline' | null>(null);
  const notify = useNotify();
  const navigate = useNavigate();
  const what = `${item.profileName} (${sectionLabel(item.section)})`;
  const done = (message: string) => {
    setDialog(null);
    notify.success(message);
    navigate(backHref);
  };
  const decided = item.status !== 'Tbd';

  return (
    <>
      <SectionCard
        title="Submission"
        actions={
          decided ? undefined : (
            <>
              <Button variant="contained" color="success" onClick={() => setDialog('approve')}>
                Approve
              </Button>
              <Button variant="outlined" color="error" onClick={() => setDialog('decline')}>
                Decline
              </Button>
            </>
          )
        }
      >
        <Facts
          rows={[
            [
              'Profile',
              `${item.profileName} (${kindOfModel(item.model).toLowerCase()}, ${profileStatusLabels[item.profileStatus].toLowerCase()})`,
            ],
            ['Section', sectionLabel(item.section)],
            ['Submitted by', personLabel(item.submittedBy)],
            ['Submitted at', formatDateTime(item.submittedAt)],
            ['Status', <ApprovalStatusChip key="status" status={item.status} />],
          ]}
        />
      </SectionCard>
      {decided && (
        <SectionCard title="Decision">
          <Facts
            rows={[
              ['Decision', item.status === 'Approved' ? 'Approved' : 'Declined'],
              ['Decided by', item.decidedBy ? personLabel(item.decidedBy) : '—'],
              ['Decided at', formatDateTime(item.decidedAt)],
              ...(item.status === 'Declined'
                ? ([
                    ['Reason', item.reason ?? '—'],
                    ['Message', item.message ?? '—'],
                  ] as [string, ReactNode][])
                : []),
            ]}
          />
        </SectionCard>
      )}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {decided ? 'Working copy compared with the published copy' : 'Proposed changes'}
      </Typography>
      <ApprovalDiff sections={item.sections} />
      <Stack direction="row" sx={{ mt: 2 }}>
        <LinkButton to={backHref} variant="text" startIcon={<ArrowBack />}>
          Back to approvals
        </LinkButton>
      </Stack>
      {!decided && (
        <>
          <ApproveDialog
            item={item}
            open={dialog === 'approve'}
            onClose={() => setDialog(null)}
            onApproved={() => done(`Approved: ${what}`)}
          />
          <DeclineDialog
            item={item}
            open={dialog === 'decline'}
            onClose={() => setDialog(null)}
            onDeclined={() => done(`Declined: ${what}`)}
          />
        </>
      )}
    </>
  );
}
