import { LinkButton, PageContainer, PageHeader, useDocumentTitle } from '@fundnet/design-system';
import { Box, Breadcrumbs, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { FeaturedProfiles } from './featured-profiles';
import { LiveFigures } from './live-figures';
import { type AudienceId, audienceById, audiences } from './audiences';
import { useMemberStart } from './member-start';

/** /gpsAndVcFunds, /lpAndAllocator, /serviceProviders: what Fundnet does for one audience. */
export function AudiencePage({ audience: id }: { audience: AudienceId }) {
  const audience = audienceById(id);
  useDocumentTitle(audience.heading);
  const others = audiences.filter((other) => other.id !== id);
  const member = useMemberStart();
  return (
    <PageContainer>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs aria-label="Breadcrumb">
            <Link component={RouterLink} to="/">
              Fundnet
            </Link>
            <span aria-current="page">{audience.aka}</span>
          </Breadcrumbs>
        }
        title={audience.heading}
        subtitle={audience.intro}
        actions={
          <>
            <LinkButton to={member?.to ?? '/signup'}>{member?.label ?? audience.signUpLabel}</LinkButton>
            <LinkButton to={audience.discovery.to} variant="outlined">
              {audience.discovery.label}
            </LinkButton>
            {id !== 'investors' && (
              <LinkButton to={`/membershipPlans/${id}`} variant="text">
                See plans and prices
              </LinkButton>
            )}
          </>
        }
      />
      <LiveFigures />
      <Box component="section" aria-labelledby="audience-benefits" sx={{ mb: 5 }}>
        <Typography id="audience-benefits" component="h2" variant="h5" sx={{ mb: 2 }}>
          What Fundnet does for {audience.label.toLowerCase()}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {audience.benefits.map((benefit) => (
            <Paper component="li" variant="outlined" key={benefit.title} sx={{ p: 2.5 }}>
              <Typography component="h3" variant="h6" gutterBottom>
                {benefit.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {benefit.text}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Box>
      <FeaturedProfiles kind={audience.featured.kind} title={audience.featured.title} />
      {member ? null : (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="audience-cta"
          sx={{ mt: 4, p: { xs: 3, md: 4 }, textAlign: 'center' }}
        >
          <Typography id="audience-cta" component="h2" variant="h5" gutterBottom>
            Ready to join?
          </Typography>
          <Typography variant="body1" color="text.secondary" sx={{ mb: 2 }}>
            Sign up with your e-mail, tell us about you, verify your phone and choose the kind of profile you need.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
            <LinkButton to="/signup">Sign up</LinkButton>
            <LinkButton to="/login" variant="outlined">
              Sign in
            </LinkButton>
          </Stack>
        </Paper>
      )}
      <Box component="nav" aria-label="Fundnet for others" sx={{ mt: 4 }}>
        <Typography variant="body2" color="text.secondary">
          Fundnet is also for{' '}
          {others.map((other, index) => (
            <span key={other.id}>
              {index > 0 && ' and '}
              <Link component={RouterLink} to={other.path}>
                {other.label.toLowerCase()}
              </Link>
            </span>
          ))}
          .
        </Typography>
      </Box>
    </PageContainer>
  );
}
