import { type ActiveProfile, useFeatureConfig } from '@fundnet/api-client';
import { LinkButton } from '@fundnet/design-system';
import { Alert } from '@mui/material';

const BILLING = '/settings/billing';

/**
 * Whether the fund may create one more share link, read before the form is filled (the server's count and rule:
 * feature-config's usage, where only live links count). While it loads, or when the plan has no limit, creating is
 * open; the server checks again on submit either way.
 */
export interface ShareLinkAllowance {
  /** The usage is still loading (a page that offers the form waits for it, so the form never flashes). */
  pending: boolean;
  atLimit: boolean;
  /** "3 of 25 active links on your Professional plan"; null without a numeric limit or before it loads. */
  counter: string | null;
  planName: string | null;
  limit: number | null;
}

export function useShareLinkAllowance(profile: ActiveProfile): ShareLinkAllowance {
  const config = useFeatureConfig(profile);
  const plan = config.data?.profile ?? null;
  const usage = plan?.usage.find((item) => item.key === 'shareLinks');
  if (!plan || !usage) return { pending: config.isPending, atLimit: false, counter: null, planName: null, limit: null };
  const counter =
    typeof usage.limit === 'number' ? `${usage.used ?? 0} of ${usage.limit} active links on your ${plan.planName} plan` : null;
  return { pending: false, atLimit: !usage.enabled, counter, planName: plan.planName, limit: usage.limit };
}

/** "Create link", or, at the plan's limit, a button that says so and leads to Billing. */
export function CreateLinkButton({ allowance }: { allowance: ShareLinkAllowance }) {
  if (allowance.atLimit) return <LinkButton to={BILLING}>Limit reached: upgrade in Billing</LinkButton>;
  return <LinkButton to="/settings/shareProfileLink/createLink">Create link</LinkButton>;
}

/** What to do at the limit: switch a link off, delete one, or upgrade. Nothing below the limit. */
export function ShareLinkLimitNotice({ allowance }: { allowance: ShareLinkAllowance }) {
  if (!allowance.atLimit) return null;
  const what =
    allowance.limit === 0
      ? `Your ${allowance.planName} plan does not include share links.`
      : `Your ${allowance.planName} plan includes ${allowance.limit} active share ${allowance.limit === 1 ? 'link' : 'links'}, and all are in use.`;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <LinkButton to={BILLING} size="small" variant="text">
          Billing
        </LinkButton>
      }
    >
      {what}{' '}
      {allowance.limit === 0
        ? 'Upgrade your plan in Billing to share your profile.'
        : 'Deactivate or delete a link to make room, or upgrade your plan in Billing.'}
    </Alert>
  );
}
