import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FundnetThemeProvider } from '../fundnet-theme-provider';
import { ColorModeToggle } from './color-mode-toggle';

const meta = {
  title: 'Theme/ColorModeToggle',
  component: ColorModeToggle,
  decorators: [
    (Story) => (
      // Its own (uncontrolled) provider, so the button really switches the mode in this story.
      <FundnetThemeProvider>
        <Story />
      </FundnetThemeProvider>
    ),
  ],
} satisfies Meta<typeof ColorModeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
