import { PageContainer, PageHeader, SectionCard, useDocumentTitle } from '@fundnet/design-system';
import { useSession } from '@fundnet/api-client';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Grid,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { joinPath, signupPath } from './onboarding-paths';
import { profileTypeInfo, profileTypeOrder } from './profile-types';

const howItWorks = [
  { title: 'Create your account', text: 'Your e-mail address and a password. It is free.' },
  { title: 'Tell us about you', text: 'Name, country and role, and optionally a verified phone number.' },
  { title: 'Set up your profile', text: 'Pick fund, investor or service provider, name it, and follow a short checklist.' },
] as const;

/**
 * /getStarted: what Fundnet offers fund managers, investors and service providers, and the three
 * ways to start (one per profile type): sign-up when signed out, the onboarding (/join) when signed in.
 */
export function GetStartedPage() {
  useDocumentTitle('Get started', { restoreOnUnmount: true });
  const { isAuthenticated } = useSession();

  return (
    <PageContainer>
      <PageHeader
        title="Get started with Fundnet"
        subtitle="Choose how you want to use Fundnet. You can add other profiles to the same account later."
      />
      <Grid container spacing={2} sx={{ mb: 4, listStyle: 'none', p: 0 }} component="ul" aria-label="Ways to start">
        {profileTypeOrder.map((type) => {
          const info = profileTypeInfo[type];
          const start = joinPath('pointsOfInterest', type);
          const headingId = `get-started-${type}`;
          return (
            <Grid key={type} size={{ xs: 12, md: 4 }} component="li">
              <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flex: 1 }}>
                  <Typography id={headingId} variant="h6" component="h2">
                    {info.label}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                    {info.explanation}
                  </Typography>
                  <List dense aria-label={`What Fundnet offers a ${info.label.toLowerCase()}`}>
                    {info.offers.map((offer) => (
                      <ListItem key={offer} disableGutters alignItems="flex-start">
                        <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
                          <CheckCircleOutlined color="success" fontSize="small" aria-hidden />
                        </ListItemIcon>
                        <ListItemText primary={offer} />
                      </ListItem>
                    ))}
                  </List>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button
                    variant="contained"
                    fullWidth
                    component={RouterLink}
                    to={isAuthenticated ? start : signupPath(start)}
                    aria-describedby={headingId}
                  >
                    {type === 'fund'
                      ? 'Start as a fund manager'
                      : type === 'investor'
                        ? 'Start as an investor'
                        : 'Start as a service provider'}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          );
        })}
      </Grid>

      <SectionCard title="How it works" subtitle="About five minutes from sign-up to your first profile.">
        <Box component="ol" sx={{ pl: 3, m: 0 }}>
          {howItWorks.map((step) => (
            <Typography key={step.title} component="li" sx={{ mb: 1 }}>
              <strong>{step.title}.</strong> {step.text}
            </Typography>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }}>
          {isAuthenticated ? (
            <Button variant="contained" component={RouterLink} to="/join">
              Continue your setup
            </Button>
          ) : (
            <>
              <Button variant="contained" component={RouterLink} to="/signup">
                Create a free account
              </Button>
              <Button variant="outlined" component={RouterLink} to="/join">
                I already have an account
              </Button>
            </>
          )}
        </Box>
      </SectionCard>

      <Typography color="text.secondary">
        Not ready yet?{' '}
        <Link component={RouterLink} to="/fund/discovery">
          Explore funds
        </Link>
        ,{' '}
        <Link component={RouterLink} to="/investor/discovery">
          investors
        </Link>{' '}
        and{' '}
        <Link component={RouterLink} to="/serviceProvider/discovery">
          service providers
        </Link>{' '}
        without an account, or read the{' '}
        <Link component={RouterLink} to="/learn">
          guides
        </Link>
        .
      </Typography>
    </PageContainer>
  );
}
