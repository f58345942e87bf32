import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { PieChart } from './pie-chart';

it('renders an svg in a figure named by its title', () => {
  const { container } = renderWithTheme(
    <PieChart
      title="Investors by type"
      width={400}
      height={260}
      series={[
        {
          data: [
            { id: 0, value: 45, label: 'Family office' },
            { id: 1, value: 30, label: 'Fund of funds' },
            { id: 2, value: 25, label: 'Pension fund' },
          ],
        },
      ]}
    />,
  );
  expect(screen.getByRole('figure', { name: 'Investors by type' })).toBeInTheDocument();
  expect(container.querySelector('svg')).toBeInTheDocument();
});
