import { useFeatureConfig } from '@fundnet/api-client';
import { lazy, Suspense } from 'react';
import { socialProviders } from '../lib/social-sign-in';
import type { SocialProviderButtonsProps } from './social-provider-buttons';

// The buttons and their brand icons load only when a provider is configured: a platform without social sign-in (and
// every /login before the answer) carries none of their code, which /login's 200 KB first-load budget has no room for.
const SocialProviderButtons = lazy(() => import(/* webpackChunkName: "social-sign-in" */ './social-provider-buttons'));

export interface SocialSignInButtonsProps {
  intent: SocialProviderButtonsProps['intent'];
}

/**
 * Only the providers the server is configured for (GET feature-config) get a button; none while that answer is loading
 * or when it failed, so a person is never sent to a provider that cannot sign them in (the e-mail form always works).
 */
export function SocialSignInButtons({ intent }: SocialSignInButtonsProps) {
  const config = useFeatureConfig(null);
  const configured = config.data?.socialSignIn ?? [];
  const providers = socialProviders.filter((provider) => configured.includes(provider.id));
  if (providers.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SocialProviderButtons providers={providers} intent={intent} />
    </Suspense>
  );
}
