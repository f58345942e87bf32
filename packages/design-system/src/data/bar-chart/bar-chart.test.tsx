import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { BarChart } from './bar-chart';

it('renders an svg in a figure named by its title', () => {
  const { container } = renderWithTheme(
    <BarChart
      title="Commitments by closing"
      width={500}
      height={300}
      xAxis={[{ data: ['First', 'Second', 'Final'], scaleType: 'band' }]}
      series={[{ data: [40, 25, 35], label: 'EUR m' }]}
    />,
  );
  expect(screen.getByRole('figure', { name: 'Commitments by closing' })).toBeInTheDocument();
  expect(screen.getByText('Commitments by closing')).toBeVisible();
  expect(container.querySelector('svg')).toBeInTheDocument();
});
