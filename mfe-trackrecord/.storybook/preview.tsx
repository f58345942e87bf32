// The preview every Fundnet Storybook shares: theme toolbar, app decorator (session, router, API stand-in), a11y checks.
export { default } from '@fundnet/storybook/preview';
