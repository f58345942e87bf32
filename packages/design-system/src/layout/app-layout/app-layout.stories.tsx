import { AppBar, List, ListItem, ListItemButton, ListItemText, Toolbar, Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ColorModeToggle } from '../../theme/color-mode-toggle/color-mode-toggle';
import { PageHeader } from '../page-header/page-header';
import { SectionCard } from '../section-card/section-card';
import { AppLayout } from './app-layout';
import { componentDocs } from '../../storybook/component-docs';

const topBar = (
  <AppBar position="sticky">
    <Toolbar sx={{ gap: 2 }}>
      <Typography variant="h6" component="span" sx={{ fontWeight: 700, color: 'primary.main', flex: 1 }}>
        Fundnet
      </Typography>
      <ColorModeToggle />
    </Toolbar>
  </AppBar>
);

// Each entry a list item holding a link (a list may hold only list items: the story had the buttons straight in the
// list, which axe reports as serious, so its check was skipped until stop 55).
const sideNav = (
  <List dense>
    {['Overview', 'Track record', 'Data room', 'Team'].map((item, index) => (
      <ListItem key={item} disablePadding>
        <ListItemButton
          component="a"
          href={`#${item.toLowerCase().replace(' ', '-')}`}
          selected={index === 0}
          aria-current={index === 0 ? 'location' : undefined}
        >
          <ListItemText primary={item} />
        </ListItemButton>
      </ListItem>
    ))}
  </List>
);

const docs = componentDocs({
  purpose:
    'The frame of a standalone page: a skip-to-content link, the top bar, an optional side navigation and the main content at a readable width.',
  do: ['Name the side navigation (`sideNavLabel`) after what it lists ("Profile sections").', 'Keep one AppLayout per page.'],
  dont: [
    "Don't use it inside an area's page: the shell already renders the frame; use PageContainer.",
    "Don't put page actions in the side navigation: they belong in the PageHeader.",
  ],
});

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  tags: ['autodocs'],
  argTypes: {
    topBar: { control: false },
    sideNav: { control: false },
    children: { control: false },
    sideNavLabel: { control: 'text' },
    sideNavWidth: { control: { type: 'number', min: 160, max: 360, step: 8 } },
    maxWidth: { control: 'select', options: ['sm', 'md', 'lg', 'xl'] },
    skipLinkLabel: { control: 'text' },
  },
  parameters: { ...docs, layout: 'fullscreen' },
  args: {
    topBar,
    sideNav,
    sideNavLabel: 'Profile sections',
    children: (
      <>
        <PageHeader title="Northwind Ventures III" subtitle="Seed and Series A, DACH" />
        <SectionCard title="Overview">Press Tab on the page to reveal the skip link.</SectionCard>
      </>
    ),
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame with a side navigation of links, the current one marked. */
export const WithSideNavigation: Story = {};
export const TopBarOnly: Story = { args: { sideNav: undefined } };
