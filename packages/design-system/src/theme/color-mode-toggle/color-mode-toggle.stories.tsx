import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FundnetThemeProvider } from '../fundnet-theme-provider';
import { ColorModeToggle } from './color-mode-toggle';

const meta: Meta<typeof ColorModeToggle> = {
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
};

export default meta;
// Typed by the component, not by `typeof meta`: a type the declaration build (tsc -b, ADR 0068) can name.
type Story = StoryObj<typeof ColorModeToggle>;

export const Default: Story = {};
