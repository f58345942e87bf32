import { socialSignInUrl } from '@fundnet/api-client';
import Google from '@mui/icons-material/Google';
import LinkedIn from '@mui/icons-material/LinkedIn';
import { Button, Stack } from '@mui/material';
import { saveSocialSignInIntent, socialProviders } from '../lib/social-sign-in';

const icons = { linkedin: <LinkedIn aria-hidden />, google: <Google aria-hidden /> } as const;

export interface SocialSignInButtonsProps {
  /** What to remember for when the provider sends the person back (read at click time). */
  intent: () => { remember: boolean; returnTo: string | null };
}

/** "Continue with LinkedIn / Google": real links to the API, which hands over to the provider. */
export function SocialSignInButtons({ intent }: SocialSignInButtonsProps) {
  return (
    <Stack spacing={1.25}>
      {socialProviders.map((provider) => (
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
  );
}
