import type { Preview } from '@storybook/react-webpack5';
import type { ColorMode } from '../src/theme/create-fundnet-theme';
import { FundnetThemeProvider } from '../src/theme/fundnet-theme-provider';

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
  decorators: [
    (Story, context) => (
      <FundnetThemeProvider mode={(context.globals.colorMode as ColorMode | undefined) ?? 'light'}>
        <Story />
      </FundnetThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i }, exclude: ['control'] },
  },
};

export default preview;
