import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { LineChart } from './line-chart';

it('renders an svg in a figure named by its title and described by its description', () => {
  const { container } = renderWithTheme(
    <LineChart
      title="Net asset value"
      description="NAV per quarter, EUR million"
      width={500}
      height={300}
      xAxis={[{ data: [1, 2, 3, 4], scaleType: 'point' }]}
      series={[{ data: [10, 12, 15, 14], label: 'NAV' }]}
    />,
  );
  const figure = screen.getByRole('figure', { name: 'Net asset value' });
  expect(figure).toHaveAccessibleDescription('NAV per quarter, EUR million');
  expect(container.querySelector('svg')).toBeInTheDocument();
});
