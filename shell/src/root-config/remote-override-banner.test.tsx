import { FundnetThemeProvider } from '@fundnet/design-system';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteOverrideBanner } from './remote-override-banner';

// The banner a page shows while a developer's remote stands in for the environment's (issue 32.5): named areas and
// addresses in words, one button to clear.
it('names each overridden area and its address, as a labelled region, and clears on request', async () => {
  const onClear = jest.fn();
  render(
    <FundnetThemeProvider>
      <RemoteOverrideBanner
        overrides={[
          { name: 'mfe_dataroom', url: 'http://localhost:3005/mf-manifest.json' },
          { name: 'mfe_admin', url: 'http://localhost:3007/mf-manifest.json' },
        ]}
        onClear={onClear}
      />
    </FundnetThemeProvider>,
  );
  const region = screen.getByRole('region', { name: '2 areas of this page are overridden' });
  const items = screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(items).toEqual([
    'Data room is loaded from http://localhost:3005/mf-manifest.json',
    'Administration is loaded from http://localhost:3007/mf-manifest.json',
  ]);
  expect(region).toContainElement(screen.getByRole('button', { name: 'Clear overrides' }));
  await userEvent.click(screen.getByRole('button', { name: 'Clear overrides' }));
  expect(onClear).toHaveBeenCalledTimes(1);
});

it('says "one area" for a single override', () => {
  render(
    <FundnetThemeProvider>
      <RemoteOverrideBanner overrides={[{ name: 'mfe_dataroom', url: 'http://localhost:3005/mf-manifest.json' }]} onClear={() => {}} />
    </FundnetThemeProvider>,
  );
  expect(screen.getByRole('heading', { name: 'One area of this page is overridden' })).toBeInTheDocument();
});
