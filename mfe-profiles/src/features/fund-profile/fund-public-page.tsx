import { type PublicFund, usePublicFund, useSession } from '@fundnet/api-client';
import {
  AreaNotFoundPage,
  ErrorPanel,
  LoadingState,
  PageContainer,
  PageHeader,
  SectionCard,
  useDocumentTitle,
} from '@fundnet/design-system';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { AnchorNav } from './anchor-nav';
import { fieldsOfSection, fundAnchors, fundSectionLabels, fundSectionSpecs } from './fund-sections';
import { SectionValues } from './section-fields/section-values';

/** /fund/:slug: a published fund as visitors see it (GET fund-info/public/{slug}); NDA sections locked. */
export function FundPublicPage() {
  const { slug = '' } = useParams();
  const { activeProfile } = useSession();
  const fund = usePublicFund(slug, activeProfile ?? null);
  useDocumentTitle(fund.data?.name ?? 'Fund profile');

  if (fund.isError && fund.error.status === 404) return <AreaNotFoundPage area="Profiles" />;
  if (!fund.data) {
    return (
      <PageContainer>
        <PageHeader title="Fund profile" />
        {fund.isError && !fund.isFetching ? (
          <ErrorPanel title="This fund could not be loaded" message={fund.error.message} onRetry={() => void fund.refetch()} />
        ) : (
          <LoadingState label="Loading the fund…" />
        )}
      </PageContainer>
    );
  }
  return <PublicFundDetails fund={fund.data} />;
}

function PublicFundDetails({ fund }: { fund: PublicFund }) {
  const anchors = fundAnchors
    .map((anchor) => ({ ...anchor, sections: anchor.sections.filter((section) => fund.sections[section]) }))
    .filter((anchor) => anchor.sections.length > 0);
  const shownAnchors = new Set(anchors.map((anchor) => anchor.anchor));
  return (
    <PageContainer>
      <PageHeader
        title={fund.name}
        subtitle="Fund profile"
        actions={
          fund.verified || fund.featured ? (
            <>
              {fund.verified && <Chip size="small" color="primary" variant="outlined" label="Verified" />}
              {fund.featured && <Chip size="small" color="secondary" variant="outlined" label="Featured" />}
            </>
          ) : undefined
        }
      />
      {anchors.length === 0 && <Alert severity="info">This fund has not published any section yet.</Alert>}
      <AnchorNav anchors={anchors} />
      {fundAnchors.map(({ anchor }) => (shownAnchors.has(anchor) ? null : <Box key={anchor} id={anchor} component="span" />))}
      {anchors.map(({ anchor, label, sections }) => (
        <Box key={anchor} id={anchor} sx={{ scrollMarginTop: 80 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2, mt: 1 }}>
            {label}
          </Typography>
          {sections.map((section) => {
            const published = fund.sections[section]!;
            const sectionLabel = fundSectionLabels[section];
            if (published.locked) {
              return (
                <SectionCard key={section} title={sectionLabel} actions={<Chip size="small" icon={<LockOutlined />} label="Locked" />}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                    <LockOutlined color="action" aria-hidden />
                    <Typography variant="body2">
                      {fund.name} shares this section only with profiles that accepted its non-disclosure agreement (NDA). Accept the NDA as
                      your profile to see it; the fund's members will see that your profile accepted it.
                    </Typography>
                  </Stack>
                </SectionCard>
              );
            }
            return (
              <SectionCard key={section} title={sectionLabel}>
                <SectionValues
                  fields={fundSectionSpecs[section]}
                  data={published.data}
                  notApplicable={fieldsOfSection(fund.notApplicableFields, section)}
                />
              </SectionCard>
            );
          })}
        </Box>
      ))}
    </PageContainer>
  );
}
