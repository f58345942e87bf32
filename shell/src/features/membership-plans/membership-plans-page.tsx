import { type MembershipPlan, useFeatureConfig, useMembershipPlans, useSession } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, LinkButton, LoadingState, PageContainer, PageHeader, useDocumentTitle } from '@fundnet/design-system';
import { Box, Breadcrumbs, Card, CardActions, CardContent, Chip, Link, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

const audiences = {
  funds: {
    type: 'fund' as const,
    title: 'Membership plans for funds',
    intro: 'Start free with a published fund profile; upgrade when you are in market and need more share links, data rooms and seats.',
    landing: { to: '/gpsAndVcFunds', label: 'GPs & VC funds' },
  },
  serviceProviders: {
    type: 'serviceProvider' as const,
    title: 'Membership plans for service providers',
    intro: 'Be found by funds and investors for free; feature your firm at the top of discovery with a paid plan.',
    landing: { to: '/serviceProviders', label: 'Service providers' },
  },
};
type AudienceKey = keyof typeof audiences;

const eur = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

function includes(plan: MembershipPlan): string[] {
  const e = plan.entitlements;
  const n = (v: number | null, label: string) => (v === null ? `Unlimited ${label}` : v === 0 ? null : `${v} ${label}`);
  return [
    n(e.shareLinks, 'share links'),
    n(e.dataRooms, e.dataRooms === 1 ? 'data room' : 'data rooms'),
    n(e.seats, 'team seats'),
    e.featuredInDiscovery ? 'Featured in discovery' : null,
    e.aiChat ? 'AI chat on shared documents' : null,
  ].filter((line): line is string => Boolean(line));
}

/** How paid plans are paid on this server, said plainly (issue 34.14: the page promised cards with no card provider). */
export function paymentSentence(payment: 'manual' | 'stripe' | undefined): string {
  if (payment === 'stripe') return 'You pay by card on Stripe’s secure payment page; receipts and card changes are in Billing.';
  if (payment === 'manual') {
    return 'Payment is by invoice: you receive an invoice to pay by bank transfer, and a paid plan starts when it is paid.';
  }
  return '';
}

/** /membershipPlans/funds and /membershipPlans/serviceProviders: the plans of one audience, public, from the landing pages. */
export function MembershipPlansPage() {
  const { audience = '' } = useParams();
  const config = audiences[audience as AudienceKey];
  useDocumentTitle(config?.title ?? 'Membership plans', { restoreOnUnmount: true });
  if (!config) {
    return (
      <PageContainer>
        <EmptyState
          title="No plans here"
          description="Plans exist for funds and for service providers."
          action={<LinkButton to="/membershipPlans/funds">Plans for funds</LinkButton>}
        />
      </PageContainer>
    );
  }
  return <Plans audience={audience as AudienceKey} />;
}

function Plans({ audience }: { audience: AudienceKey }) {
  const config = audiences[audience];
  const plans = useMembershipPlans(config.type);
  const flags = useFeatureConfig(null);
  const { activeProfile } = useSession();
  const [period, setPeriod] = useState(12);
  const hidden = flags.data?.flags.find((f) => f.key === 'planPages')?.enabled === false;
  const signedInAs = activeProfile?.type === config.type;
  return (
    <PageContainer>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs aria-label="Breadcrumb">
            <Link component={RouterLink} to="/">
              Fundnet
            </Link>
            <Link component={RouterLink} to={config.landing.to}>
              {config.landing.label}
            </Link>
            <span aria-current="page">Plans</span>
          </Breadcrumbs>
        }
        title={config.title}
        subtitle={config.intro}
        actions={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={period}
            onChange={(_, v: number | null) => v && setPeriod(v)}
            aria-label="Billing period"
          >
            <ToggleButton value={1}>Monthly</ToggleButton>
            <ToggleButton value={12}>Yearly (2 months free)</ToggleButton>
          </ToggleButtonGroup>
        }
      />
      {hidden ? (
        <EmptyState
          title="Plans are being updated"
          description="Please contact us for current prices."
          action={<LinkButton to="/contact">Contact us</LinkButton>}
        />
      ) : plans.isPending ? (
        <LoadingState label="Loading plans…" />
      ) : plans.isError ? (
        <ErrorPanel title="Plans could not be loaded" message={plans.error.message} onRetry={() => void plans.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: `repeat(${plans.data.items.length}, 1fr)` } }}>
          {plans.data.items.map((plan) => {
            const price = plan.prices.find((p) => p.currency === 'EUR');
            const amount = price ? (period === 12 ? price.yearlyMinor : price.monthlyMinor) / 100 : 0;
            return (
              <Card
                key={plan.id}
                component="article"
                aria-label={plan.name}
                variant="outlined"
                sx={{ display: 'flex', flexDirection: 'column' }}
              >
                <CardContent sx={{ flex: 1 }}>
                  <Typography component="h2" variant="h5" gutterBottom>
                    {plan.name} {plan.rank === 1 && <Chip size="small" color="primary" label="Most chosen" sx={{ ml: 1 }} />}
                  </Typography>
                  <Typography variant="h4" component="p">
                    {plan.isFree ? 'Free' : eur.format(amount)}
                    {!plan.isFree && (
                      <Typography component="span" color="text.secondary">
                        {period === 12 ? ' / year' : ' / month'}
                      </Typography>
                    )}
                  </Typography>
                  <Typography color="text.secondary" sx={{ my: 1.5 }}>
                    {plan.description}
                  </Typography>
                  <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
                    {includes(plan).map((line) => (
                      <Typography component="li" key={line}>
                        {line}
                      </Typography>
                    ))}
                  </Box>
                </CardContent>
                <CardActions sx={{ p: 2 }}>
                  {signedInAs ? (
                    // Billing opens with this plan and period chosen (issue 34.14: it preselected nothing).
                    <LinkButton
                      to={plan.isFree ? '/settings/billing' : `/settings/billing?plan=${encodeURIComponent(plan.code)}&period=${period}`}
                      variant={plan.isFree ? 'outlined' : 'contained'}
                    >
                      {plan.isFree ? 'See your plan' : `Choose ${plan.name} in Billing`}
                    </LinkButton>
                  ) : (
                    <LinkButton to="/signup" variant={plan.isFree ? 'outlined' : 'contained'}>
                      {plan.isFree ? 'Start free' : `Sign up for ${plan.name}`}
                    </LinkButton>
                  )}
                </CardActions>
              </Card>
            );
          })}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        Prices exclude VAT. Yearly plans are billed once a year. Upgrades apply at once and are billed for the time left; downgrades apply
        at the next renewal. {plans.data ? paymentSentence(plans.data.payment) : ''}
      </Typography>
    </PageContainer>
  );
}
