import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { LineChart } from './line-chart';

const values = [10, 12, 15, 14];

const chart = () => (
  <LineChart
    title="Net asset value"
    description="NAV per quarter, EUR million"
    width={500}
    height={300}
    xAxis={[{ data: ['Q1', 'Q2', 'Q3', 'Q4'], scaleType: 'point', label: 'Quarter' }]}
    series={[{ data: values, label: 'NAV', curve: 'linear' }]}
  />
);

/** The points of the drawn line (a linear curve is "M x,y L x,y …"). */
function linePoints(container: HTMLElement) {
  const d = container
    .querySelector('svg.MuiChartsSvgLayer-root .MuiLineChart-series path, svg.MuiChartsSvgLayer-root path[data-series]')
    ?.getAttribute('d');
  expect(d).toBeTruthy();
  return [...d!.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map(([, x, y]) => ({ x: Number(x), y: Number(y) }));
}

it('is a figure named and described by its title and description', () => {
  renderWithTheme(chart());
  const figure = screen.getByRole('figure', { name: 'Net asset value' });
  expect(figure).toHaveAccessibleDescription('NAV per quarter, EUR million');
});

it('draws a point per value, left to right, as high as its value', () => {
  const { container } = renderWithTheme(chart());
  const points = linePoints(container);
  expect(points).toHaveLength(4);
  for (let i = 1; i < points.length; i++) expect(points[i]!.x).toBeGreaterThan(points[i - 1]!.x);
  // SVG y grows downwards: one scale maps values to heights (y = a - b × value).
  const perUnit = (points[0]!.y - points[1]!.y) / (values[1]! - values[0]!);
  expect(perUnit).toBeGreaterThan(0);
  for (const [i, point] of points.entries()) expect(point.y).toBeCloseTo(points[0]!.y - (values[i]! - values[0]!) * perUnit, 0);
  const labels = [...container.querySelectorAll('svg.MuiChartsSvgLayer-root text')].map((text) => text.textContent);
  expect(labels).toEqual(expect.arrayContaining(['Q1', 'Q2', 'Q3', 'Q4', 'Quarter']));
  expect(within(container.querySelector('.MuiChartsLegend-root')!).getByText('NAV')).toBeInTheDocument();
});

it('gives screen readers its numbers as a table', () => {
  renderWithTheme(chart());
  const rows = within(screen.getByRole('table', { name: 'Net asset value' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Quarter', 'NAV'],
    ['Q1', '10'],
    ['Q2', '12'],
    ['Q3', '15'],
    ['Q4', '14'],
  ]);
});
