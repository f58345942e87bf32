import { Alert, Box, Button, Chip, Paper, Stack, Typography, useTheme } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { type ColorMode, fundnetChartPalette } from './create-fundnet-theme';
import { FundnetThemeProvider } from './fundnet-theme-provider';
import { componentDocs } from '../storybook/component-docs';

function ThemeSample() {
  const theme = useTheme();
  const { palette } = theme;
  const swatches = [
    ['primary', palette.primary.main, palette.primary.contrastText],
    ['secondary', palette.secondary.main, palette.secondary.contrastText],
    ['error', palette.error.main, palette.error.contrastText],
    ['warning', palette.warning.main, palette.warning.contrastText],
    ['info', palette.info.main, palette.info.contrastText],
    ['success', palette.success.main, palette.success.contrastText],
  ] as const;
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {swatches.map(([name, background, color]) => (
          <Paper key={name} sx={{ width: 120, p: 1.5, bgcolor: background, color }}>
            <Typography variant="subtitle2">{name}</Typography>
            <Typography variant="caption">{background}</Typography>
          </Paper>
        ))}
      </Stack>
      <Stack direction="row" spacing={0.5}>
        {fundnetChartPalette(palette.mode).map((color) => (
          <Box key={color} title={color} sx={{ width: 32, height: 32, borderRadius: 1, bgcolor: color }} />
        ))}
      </Stack>
      <Box>
        <Typography variant="h1">Heading 1 · Fund overview</Typography>
        <Typography variant="h2">Heading 2 · Track record</Typography>
        <Typography variant="h3">Heading 3 · Key people</Typography>
        <Typography variant="body1">Body: Fundnet is where fund managers raise capital and investors allocate it.</Typography>
        <Typography variant="body2" color="text.secondary">
          Secondary text: last updated 3 days ago.
        </Typography>
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="contained">Primary</Button>
        <Button variant="outlined">Outlined</Button>
        <Button variant="contained" color="secondary">
          Secondary
        </Button>
        <Button>Text</Button>
        <Chip label="Seed" />
        <Chip label="Verified" color="secondary" />
      </Stack>
      <Alert severity="info">Your data room has 3 new visitors.</Alert>
    </Stack>
  );
}

interface ThemeOverviewProps {
  /** The mode shown; unset, the story follows the toolbar's light/dark switch. */
  mode?: ColorMode;
}

/** The theme's colours, type and controls, in the toolbar's mode or in the `mode` chosen in the controls. */
function ThemeOverview({ mode }: ThemeOverviewProps) {
  if (!mode) return <ThemeSample />;
  return (
    <FundnetThemeProvider mode={mode} cssBaseline={false}>
      <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.default' }}>
        <ThemeSample />
      </Paper>
    </FundnetThemeProvider>
  );
}

const docs = componentDocs({
  purpose:
    "Fundnet's theme in light and dark: colours, type scale, buttons, chips and alerts as every area shows them. The provider wraps each app; switch the mode in the toolbar.",
  do: [
    'Take colours from the theme (`primary.main`, `text.secondary`), never as hex values in a screen.',
    'Check a new screen in both modes: the toolbar switches them.',
  ],
  dont: [
    "Don't add a second provider inside a page: use `mode` only in tests and Storybook.",
    "Don't use the chart colours for text or buttons: they are tuned for charts.",
  ],
});

const meta = {
  title: 'Theme/Overview',
  component: ThemeOverview,
  subcomponents: { FundnetThemeProvider },
  tags: ['autodocs'],
  argTypes: {
    mode: { control: 'radio', options: ['light', 'dark'], description: 'The mode shown (controlled): follows the toolbar when unset.' },
  },
  parameters: { ...docs, layout: 'padded' },
} satisfies Meta<typeof ThemeOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the toolbar's light/dark switch. */
export const Overview: Story = {};

/** Both modes at once, to compare them. */
export const SideBySide: StoryObj<{ stacked: boolean }> = {
  args: { stacked: false },
  argTypes: { stacked: { control: 'boolean', description: 'The two modes above each other instead of side by side.' } },
  // Each half sets its own mode: the meta's `mode` control would do nothing here.
  parameters: { controls: { include: ['stacked'] } },
  render: ({ stacked }) => (
    <Stack direction={stacked ? 'column' : { xs: 'column', lg: 'row' }} spacing={2}>
      {(['light', 'dark'] as const).map((mode) => (
        <FundnetThemeProvider key={mode} mode={mode} cssBaseline={false}>
          <Paper variant="outlined" sx={{ p: 2, flex: 1, bgcolor: 'background.default' }}>
            <ThemeSample />
          </Paper>
        </FundnetThemeProvider>
      ))}
    </Stack>
  ),
};
