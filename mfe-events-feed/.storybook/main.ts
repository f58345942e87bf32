import { fundnetStorybook } from '@fundnet/storybook/main';

// This app's screens alone (`pnpm storybook` in this folder); the composed Storybook (packages/storybook) shows them
// beside the design system and the other areas.
export default fundnetStorybook({ stories: ['../src/**/*.stories.tsx'] });
