import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FundnetThemeProvider } from '../fundnet-theme-provider';
import { ColorModeToggle } from './color-mode-toggle';
import { componentDocs } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose:
    'The icon button in the top bar that switches between light and dark mode; the choice is kept in the browser and every area follows it at once.',
  do: ['Keep one toggle, in the top bar.', 'Leave its label as it is: it says which mode a press turns on.'],
  dont: ["Don't put it inside pages or settings forms.", "Don't give areas their own theme switch: the one toggle drives them all."],
});

const meta: Meta<typeof ColorModeToggle> = {
  title: 'Theme/ColorModeToggle',
  component: ColorModeToggle,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    size: { control: 'radio', options: ['small', 'medium', 'large'] },
    color: { control: 'select', options: ['inherit', 'default', 'primary', 'secondary'] },
    disabled: { control: 'boolean' },
  },
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
