import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { BarChart } from './bar-chart';

const chart = () => (
  <BarChart
    title="Commitments by closing"
    description="EUR million committed and targeted per closing"
    width={500}
    height={300}
    xAxis={[{ data: ['First', 'Second', 'Final'], scaleType: 'band', label: 'Closing' }]}
    series={[
      { data: [40, 25, 35], label: 'Committed' },
      { data: [50, 30, 40], label: 'Goal' },
    ]}
  />
);

/** The chart's own drawing (not the legend's little marks), and its bars by series. */
const drawing = (container: HTMLElement) => container.querySelector<SVGSVGElement>('svg.MuiChartsSvgLayer-root')!;
const barHeights = (svg: SVGSVGElement, series: number) =>
  [...[...svg.querySelectorAll('.MuiBarChart-series')][series]!.querySelectorAll('rect')].map((rect) =>
    Number(rect.getAttribute('height')),
  );

it('is a figure named and described by its title and description', () => {
  renderWithTheme(chart());
  const figure = screen.getByRole('figure', { name: 'Commitments by closing' });
  expect(figure).toHaveAccessibleDescription('EUR million committed and targeted per closing');
});

it('draws one bar per value, as tall as its value, with the categories and series named', () => {
  const { container } = renderWithTheme(chart());
  const svg = drawing(container);
  const committed = barHeights(svg, 0);
  const goal = barHeights(svg, 1);
  expect(committed).toHaveLength(3);
  expect(goal).toHaveLength(3);
  // Heights in proportion to the values (one scale for every bar): 40 : 25 : 35 and 50 : 30 : 40.
  const perUnit = committed[0]! / 40;
  expect(perUnit).toBeGreaterThan(0);
  // Bars are drawn on whole pixels: within one pixel of their exact height.
  const offBy = (heights: number[], values: number[]) => heights.map((height, i) => Math.abs(height - values[i]! * perUnit));
  for (const off of [...offBy(committed, [40, 25, 35]), ...offBy(goal, [50, 30, 40])]) expect(off).toBeLessThanOrEqual(1);
  const labels = [...svg.querySelectorAll('text')].map((text) => text.textContent);
  expect(labels).toEqual(expect.arrayContaining(['First', 'Second', 'Final', 'Closing', '0', '50']));
  expect(
    within(container.querySelector('.MuiChartsLegend-root')!)
      .getAllByText(/Committed|Goal/)
      .map((l) => l.textContent),
  ).toEqual(['Committed', 'Goal']);
});

it('gives screen readers its numbers as a table', () => {
  renderWithTheme(chart());
  const table = screen.getByRole('table', { name: 'Commitments by closing' });
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
  expect(rows).toEqual([
    ['Closing', 'Committed', 'Goal'],
    ['First', '40', '50'],
    ['Second', '25', '30'],
    ['Final', '35', '40'],
  ]);
});

it('reads a horizontal chart by its vertical axis', () => {
  renderWithTheme(
    <BarChart
      title="By closing"
      layout="horizontal"
      width={500}
      height={300}
      yAxis={[{ data: ['First', 'Final'], scaleType: 'band' }]}
      series={[{ data: [4, null], label: 'Committed' }]}
    />,
  );
  const rows = within(screen.getByRole('table', { name: 'By closing' })).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual(['CategoryCommitted', 'First4', 'Final–']);
});
