import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { PieChart } from './pie-chart';

const slices = [
  { id: 0, value: 45, label: 'Family office' },
  { id: 1, value: 30, label: 'Fund of funds' },
  { id: 2, value: 25, label: 'Pension fund' },
];

const chart = () => <PieChart title="Investors by type" width={400} height={260} series={[{ data: slices }]} />;

/** The angle (degrees clockwise from 12 o'clock) where each arc ends: "M x0,y0 A r,r,0,large,sweep,x1,y1 …". */
function arcEnds(container: HTMLElement) {
  return [...container.querySelectorAll('svg.MuiChartsSvgLayer-root path.MuiPieChart-arc')].map((arc) => {
    const [, x, y] = /A[\d.]+,[\d.]+,0,[01],[01],(-?[\d.]+),(-?[\d.]+)/.exec(arc.getAttribute('d')!)!;
    return ((Math.atan2(Number(x), -Number(y)) * 180) / Math.PI + 360) % 360 || 360;
  });
}

it('is a figure named by its title', () => {
  renderWithTheme(chart());
  expect(screen.getByRole('figure', { name: 'Investors by type' })).toBeInTheDocument();
});

it('draws one slice per value, each as wide as its share', () => {
  const { container } = renderWithTheme(chart());
  // 45 %, 30 %, 25 % of the circle, one after the other: ends at 162°, 270°, 360°.
  const ends = arcEnds(container);
  expect(ends).toHaveLength(3);
  [162, 270, 360].forEach((angle, i) => {
    expect(ends[i]).toBeCloseTo(angle, 0);
  });
  const legend = within(container.querySelector('.MuiChartsLegend-root')!);
  expect(legend.getAllByText(/office|funds|Pension/).map((label) => label.textContent)).toEqual(slices.map((s) => s.label));
});

it('gives screen readers its numbers as a table', () => {
  renderWithTheme(chart());
  const rows = within(screen.getByRole('table', { name: 'Investors by type' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Slice', 'Value'],
    ['Family office', '45'],
    ['Fund of funds', '30'],
    ['Pension fund', '25'],
  ]);
});
