/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { fundProfile } from '../../testing/fixtures';
import { fundKind } from '../fund-info';
import { ownerViewOf, publicProfileOf, useProfileTestServer } from './testing';

// The engine shows the administrators' tooltip `${profileType}.${fieldName}` beside every field and key figure that
// has one (/admin/tooltips), on the reading pages and in the edit forms, and nothing beside the others.

jest.setTimeout(60_000);

const profile = { id: fundProfile.id, name: 'Northwind Ventures II', slug: 'northwind-ventures-ii' };
const tooltip = (n: number, key: string, title: string | null, text: string) => ({
  id: `7d7f3c1e-1b7a-4d8e-9a39-00000000000${n}`,
  key,
  title,
  text,
  updatedAt: '2026-11-20T10:00:00.000Z',
});
let replies: Record<string, () => { status?: number; json: unknown }> = {};
const server = useProfileTestServer({ id: fundProfile.id, type: 'fund' }, () => replies);

beforeEach(() => {
  replies = {
    'GET /api/tooltip': () => ({
      json: {
        items: [
          tooltip(1, 'fund.targetFundSize', 'Target fund size', 'The total commitments the fund aims to raise.'),
          tooltip(2, 'fund.sectorFocus', null, 'The sectors the fund invests in.'),
          tooltip(3, 'fund.links.url', 'Website', 'Your public site.'),
          tooltip(4, 'investor.dealRangeFrom', 'Deal range', 'Another kind of profile.'),
        ],
      },
    }),
    'GET /api/fund-info/public/northwind-ventures-ii': () => ({
      json: publicProfileOf(profile, {
        'fund-details': {
          companyName: 'Northwind Ventures II',
          fundMaturity: 'Developing',
          keywords: ['B2B'],
          targetFundSize: { value: 120_000_000, currency: 'EUR' },
          vintageYear: 2026,
          sectorFocus: ['fintech'],
          links: { url: 'https://northwind.example' },
        },
      }),
    }),
    'GET /api/fund-info': () => ({ json: ownerViewOf(fundKind, { ...profile, status: 'draft' }, []) }),
    'GET /api/fund-info/density': () => ({ json: { density: 10, sections: [] } }),
  };
});

const tooltipCalls = () => server.requests.filter((request) => request.method === 'GET' && request.path === '/api/tooltip');

it('shows the help beside a key figure and beside the field values that have one, from one request', async () => {
  renderAt('/fund/northwind-ventures-ii', <AreaRoutes />);
  const heading = await screen.findByRole('heading', { level: 1, name: 'Northwind Ventures II' });
  const figures = within(heading.closest('header')!).getByLabelText('Key figures');
  expect(await within(figures).findByRole('button', { name: 'About Target fund size' })).toBeInTheDocument();
  // Vintage and maturity have no tooltip: no icon.
  expect(within(figures).getAllByRole('button')).toHaveLength(1);

  const details = screen.getByRole('region', { name: 'Fund details' });
  expect(within(details).getByRole('button', { name: 'About Target fund size' })).toBeInTheDocument();
  // A tooltip without a title is named by the field's label; a nested field has its own key.
  expect(within(details).getByRole('button', { name: 'About Sector focus' })).toBeInTheDocument();
  expect(within(details).getByRole('button', { name: 'About Website' })).toBeInTheDocument();
  for (const label of ['Vintage year', 'Keywords', 'Fund maturity', 'Company name']) {
    expect(within(details).queryByRole('button', { name: `About ${label}` })).not.toBeInTheDocument();
  }

  await userEvent.click(within(details).getByRole('button', { name: 'About Sector focus' }));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('The sectors the fund invests in.');
  expect(tooltipCalls()).toHaveLength(1);
});

it('shows the help beside the edit form fields that have one', async () => {
  renderAt('/fund/edit', <AreaRoutes />);
  const form = await screen.findByRole('form', { name: 'Fund details' });
  expect(await within(form).findByRole('button', { name: 'About Target fund size' })).toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'About Sector focus' })).toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'About Website' })).toBeInTheDocument();
  expect(within(form).queryByRole('button', { name: /^About (Vintage year|Keywords|Company name)/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'About Deal range' })).not.toBeInTheDocument();
  expect(tooltipCalls()).toHaveLength(1);
});
