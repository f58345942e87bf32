import { useSession } from '@fundnet/api-client';
import { EmptyState, LinkButton, PageContainer, PageHeader, SectionCard, useDocumentTitle } from '@fundnet/design-system';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export type DiscoveryKind = 'fund' | 'investor' | 'serviceProvider';

interface DiscoveryCopy {
  title: string;
  path: string;
  /** The plural, in a sentence. */
  plural: string;
  subtitle: string;
  /** The filters of this kind (product spec §3, discovery filters), in words. */
  filters: string;
}

export const discoveryCopy: Record<DiscoveryKind, DiscoveryCopy> = {
  fund: {
    title: 'Discover funds',
    path: '/fund/discovery',
    plural: 'funds',
    subtitle: 'Funds raising capital on Fundnet, from emerging managers to established firms.',
    filters: 'type, location, fundraising status, stage, maturity, geography, tags, fund size and currency',
  },
  investor: {
    title: 'Discover investors',
    path: '/investor/discovery',
    plural: 'investors',
    subtitle: 'Limited partners and allocators looking for their next fund commitments.',
    filters: 'location, status, industry, type, tags, deal range and currency',
  },
  serviceProvider: {
    title: 'Discover service providers',
    path: '/serviceProvider/discovery',
    plural: 'service providers',
    subtitle: 'The specialists who serve funds and investors, rated by the people they work with.',
    filters: 'location, type, geography, tags and currency',
  },
};

const kinds: DiscoveryKind[] = ['fund', 'investor', 'serviceProvider'];

/** /fund/discovery, /investor/discovery, /serviceProvider/discovery: public discovery (opens soon; no results yet). */
export function DiscoveryPage({ kind }: { kind: DiscoveryKind }) {
  const copy = discoveryCopy[kind];
  const { isAuthenticated } = useSession();
  useDocumentTitle(copy.title);
  return (
    <PageContainer>
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      <SectionCard>
        <EmptyState
          icon={<ManageSearchOutlined />}
          title="Discovery opens soon"
          description={`Filters and results arrive with the discovery work. You will search ${copy.plural} by ${copy.filters}, or by name; see verified and featured profiles first; and follow or favourite the ones that fit.`}
          action={
            isAuthenticated ? (
              <LinkButton to="/favorites" variant="outlined">
                Your favorites
              </LinkButton>
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
                <LinkButton to="/signup">Sign up</LinkButton>
                <LinkButton to="/login" variant="outlined">
                  Sign in
                </LinkButton>
              </Stack>
            )
          }
        />
      </SectionCard>
      <Box component="nav" aria-label="Other discovery pages">
        <Typography variant="body2" color="text.secondary">
          Also discover{' '}
          {kinds
            .filter((other) => other !== kind)
            .map((other, index) => (
              <span key={other}>
                {index > 0 && ' and '}
                <Link component={RouterLink} to={discoveryCopy[other].path}>
                  {discoveryCopy[other].plural}
                </Link>
              </span>
            ))}
          .
        </Typography>
      </Box>
    </PageContainer>
  );
}
