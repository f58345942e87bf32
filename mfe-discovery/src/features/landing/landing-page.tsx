import {
  LinkButton,
  managedContentRead,
  PageContainer,
  PageHeader,
  TextSkeleton,
  useDocumentTitle,
  useManagedContent,
} from '@fundnet/design-system';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import { Box, Card, CardActions, CardContent, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type AudienceId, audiences } from './audiences';
import type { DiscoveryKind } from '../discovery';
import { FeaturedProfiles } from './featured-profiles';
import { LiveFigures } from './live-figures';
import { useMemberStart } from './member-start';

const audienceIcons: Record<AudienceId, ReactNode> = {
  funds: <AccountBalanceOutlined />,
  investors: <TravelExploreOutlined />,
  serviceProviders: <HandshakeOutlined />,
};

/** The built-in hero; administrators replace it by publishing `home.hero` (title: the headline, body: the text under it). */
const hero = {
  title: 'Where fund managers raise capital, investors allocate it and service providers serve both',
  text: 'One network for private markets: rich profiles, discovery with the filters that matter, secure sharing and data rooms, and a clear view of every conversation.',
};

const steps = [
  {
    title: 'Create your profile',
    text: 'Sign up, verify your phone and choose your side: fund, investor or service provider. Then build your profile section by section.',
  },
  {
    title: 'Discover and be discovered',
    text: 'Search funds, investors and service providers with filters that matter to private markets; follow and favourite the ones that fit.',
  },
  {
    title: 'Share securely',
    text: 'Share your profile through links gated by an e-mail, a password or an NDA, and open a data room with permissions per group.',
  },
  {
    title: 'Move the conversation forward',
    text: 'Request introductions, exchange feedback, record non-binding commitments and watch who engages with your profile.',
  },
];

function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} component="h2" variant="h5" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}

/**
 * Resolves once the managed texts the page shows are read (or after a short wait): its route renders the page then,
 * so the headline is in the first paint (routes.tsx). In this module, not in routes.tsx, so the area's other pages do
 * not carry the managed texts' code.
 */
export const managedTextsRead = (): Promise<void> => managedContentRead();

/** The kind of profile the landing page features (its renderer reads them too). */
export const LANDING_FEATURED_KIND = 'fund' satisfies DiscoveryKind;

/** /, /home, /welcome: Fundnet's landing page. */
export function LandingPage() {
  useDocumentTitle('Where funds, investors and service providers meet');
  const managed = useManagedContent('home.hero');
  const member = useMemberStart();
  return (
    <PageContainer>
      <Box sx={{ py: { xs: 2, md: 4 } }}>
        <Typography variant="overline" color="primary" component="p">
          Fundnet
        </Typography>
        <PageHeader
          title={
            // Sized as the built-in hero while the managed one loads: what replaces it moves nothing (issue 33.3).
            managed.status === 'loading' ? <TextSkeleton sizedAs={hero.title} /> : managed.status === 'managed' ? managed.title : hero.title
          }
          subtitle={
            managed.status === 'loading' ? (
              <TextSkeleton sizedAs={hero.text} />
            ) : managed.status === 'managed' ? (
              managed.paragraphs.join(' ')
            ) : (
              hero.text
            )
          }
          actions={
            <>
              <LinkButton to={member?.to ?? '/signup'} size="large">
                {member?.label ?? 'Join Fundnet'}
              </LinkButton>
              <LinkButton to="/fund/discovery" size="large" variant="outlined">
                Explore funds
              </LinkButton>
            </>
          }
        />
      </Box>

      <LiveFigures title="The network today" />

      <Box component="section" aria-labelledby="landing-audiences" sx={{ mb: 5 }}>
        <SectionHeading id="landing-audiences">Built for the three sides of private markets</SectionHeading>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          {audiences.map((audience) => (
            <Card component="li" key={audience.id} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flex: 1 }}>
                <Box aria-hidden sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 36 } }}>
                  {audienceIcons[audience.id]}
                </Box>
                <Typography component="h3" variant="h6">
                  {audience.label}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {audience.aka}
                </Typography>
                <Typography variant="body1">{audience.pitch}</Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Link component={RouterLink} to={audience.path} sx={{ fontWeight: 600 }}>
                  {audience.heading}
                </Link>
              </CardActions>
            </Card>
          ))}
        </Box>
      </Box>

      <FeaturedProfiles kind={LANDING_FEATURED_KIND} title="Featured funds" />

      <Box component="section" aria-labelledby="landing-how" sx={{ mb: 5 }}>
        <SectionHeading id="landing-how">How it works</SectionHeading>
        <Box
          component="ol"
          sx={{
            p: 0,
            m: 0,
            listStyle: 'none',
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {steps.map((step, index) => (
            <Paper component="li" key={step.title} variant="outlined" sx={{ p: 2.5 }}>
              <Typography variant="overline" color="primary" component="p" aria-hidden>
                Step {index + 1}
              </Typography>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {step.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {step.text}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Box>

      {member ? null : (
        <Paper component="section" aria-labelledby="landing-cta" variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
          <SectionHeading id="landing-cta">Ready to join the network?</SectionHeading>
          <Typography variant="body1" color="text.secondary" sx={{ mb: 2, maxWidth: 560, mx: 'auto' }}>
            Create your account, choose the kind of profile you need and start building it today.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
            <LinkButton to="/signup" size="large">
              Sign up
            </LinkButton>
            <LinkButton to="/login" size="large" variant="outlined">
              Sign in
            </LinkButton>
          </Stack>
        </Paper>
      )}
    </PageContainer>
  );
}
