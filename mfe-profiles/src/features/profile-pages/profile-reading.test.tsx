/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { fundProfile } from '../../testing/fixtures';
import { fundKind } from '../fund-info';
import { keyFigures } from '../profile-sections';
import { formatDecimalText, formatMoney } from '../profile-sections';
import { publicProfileOf, useProfileTestServer } from '../profile-sections/testing';

// The public fund page as a reader meets it: header with key figures, section navigation, cards, one number format.

const profile = { id: fundProfile.id, name: 'Northwind Ventures II', slug: 'northwind-ventures-ii' };
const details = {
  companyName: 'Northwind Ventures II',
  logo: 'https://northwind.example/logo.png',
  headline: 'Seed and Series A software in the DACH region',
  fundMaturity: 'Developing',
  keywords: ['B2B'],
  targetFundSize: { value: 120_000_000, currency: 'EUR' },
  vintageYear: 2026,
  sectorFocus: ['fintech'],
  stageFocus: ['Seed', 'SeriesA'],
  strategyType: ['fundsVc'],
};
const company = (name: string, ownership: string, moic: string) => ({ companyName: name, ownership, moic, stage: 'Seed' });
let replies: Record<string, () => { status?: number; json: unknown }> = {};
useProfileTestServer({ id: fundProfile.id, type: 'fund' }, () => replies);

beforeEach(() => {
  replies = {
    'GET /api/fund-info/public/northwind-ventures-ii': () => ({
      json: publicProfileOf(profile, {
        'fund-details': details,
        'fundraising-status': { fundraisingStatus: 'currently-fundraising', keyDate: '2026-06-30', firstCloseDate: null },
        portfolio: {
          portfolioCompanies: [
            company('Ledgerly', '16,9', '1,6'),
            company('Carbonfold', '8', '2,25'),
            company('Medisight', '4,5', '1'),
            company('Fleetwise', '3', '1'),
            company('Quantora', '2', '1'),
          ],
          pastFunds: [{ fundName: 'Northwind Ventures I', moic: 1.6, vintageYear: 2021 }],
          kpiEntries: [],
        },
      }),
    }),
  };
});

describe('the public fund page', () => {
  it('opens with the logo, name, headline, key figures and the section navigation', async () => {
    renderAt('/fund/northwind-ventures-ii', <AreaRoutes />);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Northwind Ventures II' });
    const header = heading.closest('header')!;
    expect(within(header).getByText('Seed and Series A software in the DACH region')).toBeInTheDocument();
    const figures = header.querySelector<HTMLElement>('dl[aria-label="Key figures"]')!;
    for (const text of ['120m EUR', 'Seed, Series A', 'Funds VC', 'Currently fundraising', '2026', 'Developing (2nd – 3rd generation)']) {
      expect(within(figures).getByText(text)).toBeInTheDocument();
    }
    const nav = screen.getByRole('navigation', { name: 'Profile sections' });
    // The anchor being read is marked (jsdom has no layout: which one does not matter here, only that one is).
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'location'),
    ).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: 'Investment strategy' })).toHaveAttribute('href', '#investmentStrategy');
  });

  it('shows list entries as named cards, the first three with the rest on demand, numbers in one format', async () => {
    renderAt('/fund/northwind-ventures-ii', <AreaRoutes />);

    const portfolio = await screen.findByRole('region', { name: 'Portfolio' });
    expect(within(portfolio).getByRole('heading', { name: 'Ledgerly' })).toBeInTheDocument();
    // '16,9' stored with a comma reads like every other number of the page.
    expect(within(portfolio).getByText('16.9')).toBeInTheDocument();
    expect(within(portfolio).getByText('2.25')).toBeInTheDocument();
    expect(within(portfolio).queryByText('16,9')).not.toBeInTheDocument();
    expect(within(portfolio).queryByRole('heading', { name: 'Fleetwise' })).not.toBeInTheDocument();
    await userEvent.click(within(portfolio).getByRole('button', { name: 'Show all 5 portfolio companies' }));
    expect(within(portfolio).getByRole('heading', { name: 'Fleetwise' })).toBeInTheDocument();
  });

  it('keeps its headings in order: a list card is titled one level below its section (no h2 → h4 jump)', async () => {
    renderAt('/fund/northwind-ventures-ii', <AreaRoutes />);
    await screen.findByRole('region', { name: 'Portfolio' });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    const jumps = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : []));
    expect(jumps).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Ledgerly' }).tagName).toBe(
      `H${Number(screen.getByRole('heading', { name: 'Portfolio' }).tagName.slice(1)) + 1}`,
    );
  });
});

describe('the formatters', () => {
  it('write decimals and amounts the app locale’s way', () => {
    expect(formatDecimalText('16,9')).toBe('16.9');
    expect(formatDecimalText('2.5')).toBe('2.5');
    expect(formatDecimalText('n/a')).toBe('n/a');
    expect(formatMoney({ value: 1_500_000, currency: 'CHF' })).toBe('1,500,000 CHF');
    expect(formatMoney({ value: 120_000_000, currency: 'EUR' }, { compact: true })).toBe('120m EUR');
  });

  it('leave out key figures without a value', () => {
    expect(keyFigures(fundKind, { 'fund-details': { vintageYear: 2025 } })).toEqual([
      { label: 'Vintage', value: '2025', helpKey: 'fund.vintageYear' },
    ]);
  });
});
