import { Alert, Box, Button, Chip, Paper, Stack, Typography, useTheme } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fundnetChartPalette } from './create-fundnet-theme';
import { FundnetThemeProvider } from './fundnet-theme-provider';

function ThemeOverview() {
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

const meta = {
  title: 'Theme/Overview',
  component: ThemeOverview,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemeOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the toolbar's light/dark switch. */
export const Overview: Story = {};

export const SideBySide: Story = {
  render: () => (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
      {(['light', 'dark'] as const).map((mode) => (
        <FundnetThemeProvider key={mode} mode={mode} cssBaseline={false}>
          <Paper variant="outlined" sx={{ p: 2, flex: 1, bgcolor: 'background.default' }}>
            <ThemeOverview />
          </Paper>
        </FundnetThemeProvider>
      ))}
    </Stack>
  ),
};
