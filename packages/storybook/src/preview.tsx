// What every Fundnet Storybook previews with (each app's .storybook/preview.tsx and the composed one re-export it):
// the theme toolbar, the app decorator (app-story.tsx), the accessibility addon's checks and the controls' rule for
// React-node props (react-node-controls.ts).
import type { Preview } from '@storybook/react-webpack5';
import { withFundnet } from './app-story';
import { reactNodeControls } from './react-node-controls';

const preview: Preview = {
  globalTypes: {
    colorMode: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: 'light' },
  decorators: [withFundnet],
  argTypesEnhancers: [reactNodeControls],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i }, exclude: ['control'] },
    // The a11y panel lists axe's findings on every story; the story tests fail on serious and critical ones.
    a11y: { test: 'error' },
  },
};

export default preview;
