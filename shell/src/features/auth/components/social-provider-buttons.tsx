import { socialSignInUrl } from '@fundnet/api-client';
import Google from '@mui/icons-material/Google';
import LinkedIn from '@mui/icons-material/LinkedIn';
import { Button, Divider, Stack } from '@mui/material';
import { type SocialProvider, saveSocialSignInIntent } from '../lib/social-sign-in';

const icons = { linkedin: <LinkedIn aria-hidden />, google: <Google aria-hidden /> } as const;

export interface SocialProviderButtonsProps {
  providers: readonly SocialProvider[];
  /** What to remember for when the provider sends the person back (read at click time). */
  intent: () => { remember: boolean; returnTo: string | null };
}

/** "or" and "Continue with LinkedIn / Google": real links to the API, which hands over to the provider. */
export default function SocialProviderButtons({ providers, intent }: SocialProviderButtonsProps) {
  return (
    <>
      <Divider>or</Divider>
      <Stack spacing={1.25}>
        {providers.map((provider) => (
          <Button
            key={provider.id}
            component="a"
            href={socialSignInUrl(provider.id)}
            variant="outlined"
            size="large"
            startIcon={icons[provider.id]}
            onClick={() => saveSocialSignInIntent(intent())}
            fullWidth
          >
            Continue with {provider.label}
          </Button>
        ))}
      </Stack>
    </>
  );
}
