import { PageContainer, PageHeader, SectionCard, useDocumentTitle } from '@fundnet/design-system';
import { useSession } from '@fundnet/api-client';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import { Box, Button, Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { joinPath, loginPath, signupPath } from './onboarding-paths';

const valueProps = [
  {
    icon: <TravelExploreOutlined />,
    title: 'Find managers before the crowd',
    text: 'Search funds by strategy, stage, sector, geography, fund size and maturity, from emerging managers to established franchises.',
  },
  {
    icon: <FactCheckOutlined />,
    title: 'Compare on the same data',
    text: 'Track records deal by deal with MOIC, TVPI and DPI, graduation rates and terms side by side: less rebuilding of spreadsheets.',
  },
  {
    icon: <FolderSharedOutlined />,
    title: 'Due diligence in one place',
    text: 'Open the data rooms managers share with you, keep the documents you need, and return to them when the next close comes.',
  },
  {
    icon: <ForumOutlined />,
    title: 'Be heard',
    text: 'Give structured feedback, request introductions and tell managers how you like to receive information with your investor style.',
  },
] as const;

const questions = [
  {
    q: 'What does it cost?',
    a: 'Creating an investor profile and using discovery is free.',
  },
  {
    q: 'Who sees my profile?',
    a: 'You decide. You can stay out of investor discovery and not allow contact requests; managers then only see you when you engage with them.',
  },
  {
    q: 'Why would I certify as a professional investor?',
    a: 'Many funds may only be marketed to professional or qualified investors. Certifying lets managers share fund details with you.',
  },
] as const;

/**
 * /investorJoin: the landing page for investors (LPs): the value proposition and "Create investor
 * profile" (to sign-up when signed out, straight into the investor onboarding when signed in).
 */
export function InvestorJoinPage() {
  useDocumentTitle('Fundnet for investors', { restoreOnUnmount: true });
  const { isAuthenticated } = useSession();
  const start = joinPath('pointsOfInterest', 'investor');
  const createTarget = isAuthenticated ? start : signupPath(start);

  return (
    <PageContainer>
      <PageHeader
        title="Fundnet for investors"
        subtitle="Discover fund managers, assess them on consistent data and run your due diligence in one place."
        actions={
          <Button variant="contained" size="large" component={RouterLink} to={createTarget}>
            Create investor profile
          </Button>
        }
      />
      {!isAuthenticated && (
        <Typography color="text.secondary" sx={{ mt: -2, mb: 3 }}>
          Already on Fundnet?{' '}
          <Link component={RouterLink} to={loginPath(start)}>
            Sign in
          </Link>{' '}
          and we take you to the investor setup.
        </Typography>
      )}

      <Grid container spacing={2} sx={{ mb: 4 }}>
        {valueProps.map((item) => (
          <Grid key={item.title} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 32 } }}>
                    {item.icon}
                  </Box>
                  <Box>
                    <Typography variant="h6" component="h2">
                      {item.title}
                    </Typography>
                    <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                      {item.text}
                    </Typography>
                  </Box>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>

      <SectionCard title="Set up in three steps">
        <Box component="ol" sx={{ pl: 3, m: 0 }}>
          <Typography component="li" sx={{ mb: 1 }}>
            <strong>Create your account</strong> with your e-mail address{isAuthenticated ? ' (done).' : '.'}
          </Typography>
          <Typography component="li" sx={{ mb: 1 }}>
            <strong>Choose your interests</strong> and name your investment entity.
          </Typography>
          <Typography component="li" sx={{ mb: 1 }}>
            <strong>Take the two-minute investor style quiz</strong> so managers know how you like to work.
          </Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
          <Button variant="contained" component={RouterLink} to={createTarget}>
            Create investor profile
          </Button>
          <Button variant="outlined" component={RouterLink} to="/fund/discovery">
            Browse funds first
          </Button>
          {isAuthenticated && (
            <Button component={RouterLink} to="/qualificationInvestor">
              Certify as a professional investor
            </Button>
          )}
        </Stack>
      </SectionCard>

      <SectionCard title="Good to know">
        {questions.map((item) => (
          <Box key={item.q} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {item.q}
            </Typography>
            <Typography color="text.secondary">{item.a}</Typography>
          </Box>
        ))}
        <Typography color="text.secondary">
          More in the{' '}
          <Link component={RouterLink} to="/help-center">
            help center
          </Link>{' '}
          and the{' '}
          <Link component={RouterLink} to="/learn?audience=lp">
            investor guides
          </Link>
          .
        </Typography>
      </SectionCard>
    </PageContainer>
  );
}
