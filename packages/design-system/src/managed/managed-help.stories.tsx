import { apiClient, createQueryClient, QueryProvider } from '@fundnet/api-client';
import type { Decorator, Meta, StoryObj } from '@storybook/react-webpack5';
import { Stack, TextField, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { componentDocs } from '../storybook/component-docs';
import { ManagedHelp, WithManagedHelp } from './managed-help';
import { ManagedText } from './managed-text';

const docs = componentDocs({
  purpose:
    'The help text administrators write in /admin/tooltips, as a small "i" beside the field or figure its key names. It opens on hover, keyboard focus, a click or a tap, and shows nothing when no tooltip has the key.',
  do: [
    'Key it as packages/server/src/modules/tooltip/README.md lists (`fund.targetFundSize`, `<profile type>.<field name>`…) and add the key there.',
    'Pass the label the page shows (`label`): it names the button when the tooltip has no title.',
    'Wrap a form field in WithManagedHelp, so the help sits at its right and the field never remounts.',
  ],
  dont: [
    "Don't put it inside a <label>: a button there would also focus the input; put it beside.",
    "Don't use it for text the page needs to be understood: help is optional and may be missing.",
  ],
  ownFrames: 200,
});

const at = '2026-11-20T10:00:00.000Z';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API answers from memory: two tooltips, and `contact.intro` published after a short pause (the skeleton shows). */
const managedFetch: typeof fetch = async (input, init) => {
  const { pathname } = new URL(new Request(input, init).url);
  await new Promise((resolve) => setTimeout(resolve, 600));
  if (pathname === '/api/tooltip') {
    return json(200, {
      items: [
        {
          id: '7d7f3c1e-1b7a-4d8e-9a39-000000000001',
          key: 'fund.targetFundSize',
          title: 'Target fund size',
          text: 'The total commitments the fund aims to raise, in the fund’s currency.',
          updatedAt: at,
        },
        {
          id: '7d7f3c1e-1b7a-4d8e-9a39-000000000002',
          key: 'fund.vintageYear',
          title: null,
          text: 'The year of the fund’s first capital call or first investment.',
          updatedAt: at,
        },
      ],
    });
  }
  if (pathname === '/api/content') {
    return json(200, {
      items: [
        {
          id: '7d7f3c1e-1b7a-4d8e-9a39-000000000003',
          slug: 'contact.intro',
          kind: 'text',
          title: 'Contact introduction',
          body: 'A person from the Fundnet team answers within one working day.',
          published: true,
          updatedAt: at,
        },
      ],
    });
  }
  return json(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
};

function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => createQueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <QueryProvider client={client}>{children}</QueryProvider>;
}
const withManagedApi: { beforeEach: () => () => void; decorators: Decorator[] } = {
  beforeEach: () => {
    const previous = apiClient.options.fetch;
    apiClient.configure({ fetch: managedFetch });
    return () => apiClient.configure({ fetch: previous });
  },
  decorators: [(Story) => <Providers>{<Story />}</Providers>],
};

const meta = {
  title: 'Managed/ManagedHelp',
  component: ManagedHelp,
  tags: ['autodocs'],
  parameters: docs,
  args: { helpKey: 'fund.targetFundSize', label: 'Fund size' },
  ...withManagedApi,
} satisfies Meta<typeof ManagedHelp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside a figure's label; the icon appears once the tooltips are read (nothing is reserved for it before). */
export const BesideAFigure: Story = {
  render: (args) => (
    <Typography variant="caption" color="text.secondary" component="p">
      Fund size
      <ManagedHelp {...args} sx={{ ml: 0.25 }} />
    </Typography>
  ),
};

/** Beside form fields: the vintage year's tooltip has no title, so the field's label names the button; "Stages" has none. */
export const BesideFields: Story = {
  args: { label: 'Target fund size' },
  render: (args) => (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <WithManagedHelp {...args}>
        <TextField label={args.label} fullWidth />
      </WithManagedHelp>
      <WithManagedHelp helpKey="fund.vintageYear" label="Vintage year">
        <TextField label="Vintage year" fullWidth />
      </WithManagedHelp>
      <WithManagedHelp helpKey="fund.stages" label="Stages">
        <TextField label="Stages" fullWidth />
      </WithManagedHelp>
    </Stack>
  ),
};

/** ManagedText: a skeleton while `contact.intro` loads, then the published text; a slug without an entry keeps its own. */
export const ManagedTexts: Story = {
  // The controls set the help beside the heading; the texts below are ManagedText's.
  render: (args) => (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography variant="subtitle2" component="p">
        {args.label}
        <ManagedHelp {...args} sx={{ ml: 0.25 }} />
      </Typography>
      <Typography>
        <ManagedText slug="contact.intro" builtIn="Write to us and a person will answer." lines={1} />
      </Typography>
      <Typography>
        <ManagedText slug="learn.intro" builtIn="The built-in introduction, kept: there is no learn.intro here." lines={1} />
      </Typography>
    </Stack>
  ),
};
