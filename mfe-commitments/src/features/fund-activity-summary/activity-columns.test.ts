import { activityColumns } from './activity-page';

// Issue 34.11: at 1440 px the activity grid cut its last column. The page's column there: the container's 1200 px
// less its 2 × 24 px padding, the card's 2 × 20 px padding and the grid's 2 × 1 px border.
const gridWidthAt1440 = 1200 - 2 * 24 - 2 * 20 - 2;

it('fits every column into the grid at 1440 px, with room to spare for wider text', () => {
  // What each column needs at least: its fixed width, else its minimum (MUI's default column is 100 px).
  const least = activityColumns.reduce((sum, column) => sum + (column.width ?? column.minWidth ?? 100), 0);
  expect(least).toBeLessThanOrEqual(gridWidthAt1440 - 100);
});

it('lets the text columns share what is left', () => {
  const flexible = activityColumns.filter((column) => column.flex !== undefined).map((column) => column.field);
  expect(flexible).toEqual(expect.arrayContaining(['title', 'investorName', 'description']));
});
