import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { DescriptionList } from './description-list';

/** Every CSS rule emotion inserted (it writes through the CSSOM, so <style> elements stay empty). */
function insertedCss(): string {
  return [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
}

const classOf = (element: HTMLElement) => [...element.classList].find((name) => name.startsWith('css-'))!;

const items = [
  { label: 'Name', value: 'Northwind Ventures' },
  { label: 'Status', value: <strong>Published</strong> },
];

it('pairs each label with its value as a description list, in order', () => {
  renderWithTheme(<DescriptionList aria-label="The profile" items={items} />);
  const list = screen.getByLabelText('The profile');
  expect(list.tagName).toBe('DL');
  expect(
    within(list)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Name', 'Status']);
  expect(
    within(list)
      .getAllByRole('definition')
      .map((value) => value.textContent),
  ).toEqual(['Northwind Ventures', 'Published']);
  expect(within(list).getAllByRole('definition')[1]!.querySelector('strong')).not.toBeNull();
});

it('stacks labels above values on narrow screens and sets them side by side from the breakpoint on', () => {
  renderWithTheme(<DescriptionList aria-label="Stacked" items={items} labelWidth="160px" />);
  const css = insertedCss();
  const className = classOf(screen.getByLabelText('Stacked'));
  expect(css).toMatch(
    new RegExp(`@media \\(min-width:\\s*0px\\)\\s*\\{\\s*\\.${className}\\s*\\{[^}]*grid-template-columns:\\s*minmax\\(0, 1fr\\)`),
  );
  expect(css).toMatch(
    new RegExp(`@media \\(min-width:\\s*600px\\)\\s*\\{\\s*\\.${className}\\s*\\{[^}]*grid-template-columns:\\s*160px minmax\\(0, 1fr\\)`),
  );
});

it('keeps label and value side by side at every width when asked', () => {
  renderWithTheme(<DescriptionList aria-label="Card facts" items={items} stackBelow={false} labelWidth="max-content" dense />);
  const className = classOf(screen.getByLabelText('Card facts'));
  const css = insertedCss();
  expect(css).toMatch(new RegExp(`\\.${className}\\s*\\{[^}]*grid-template-columns:\\s*max-content minmax\\(0, 1fr\\)`));
  expect(css).not.toMatch(new RegExp(`@media[^{]*\\{\\s*\\.${className}\\s*\\{[^}]*grid-template-columns`));
});

it('hides a row below its breakpoint with CSS alone, so the markup is the same at every width', () => {
  renderWithTheme(<DescriptionList aria-label="Folded" items={[items[0]!, { ...items[1]!, hiddenBelow: 'sm' }]} stackBelow={false} />);
  const [shown, folded] = screen.getAllByRole('term').map((term) => term.parentElement!);
  const list = classOf(screen.getByLabelText('Folded'));
  const css = insertedCss();
  const rowRule = (media: string, display: string) =>
    new RegExp(
      `@media \\(min-width:\\s*${media}\\)\\s*\\{\\s*\\.${list}\\s*>\\s*div\\[data-hidden-below="sm"\\]\\s*\\{[^}]*display:\\s*${display}`,
    );
  expect(css).toMatch(rowRule('0px', 'none'));
  expect(css).toMatch(rowRule('600px', 'contents'));
  expect(folded!.getAttribute('data-hidden-below')).toBe('sm');
  expect(shown!.hasAttribute('data-hidden-below')).toBe(false);
  expect(getComputedStyle(shown!).display).toBe('contents');
});

it("sets labels and values in the list's type, labels in the secondary text colour, as plain elements", () => {
  renderWithTheme(<DescriptionList aria-label="Typed" items={items} variant="body1" />);
  const list = screen.getByLabelText('Typed');
  const [term] = within(list).getAllByRole('term');
  const [value] = within(list).getAllByRole('definition');
  // No component of their own per row: the list's rules style them.
  expect(term!.className).toBe('');
  expect(value!.className).toBe('');
  expect(getComputedStyle(term!).margin).toBe('0px');
  expect(getComputedStyle(value!).overflowWrap).toBe('anywhere');
  const css = insertedCss();
  const className = classOf(list);
  expect(css).toMatch(new RegExp(`\\.${className}\\s*>\\s*div\\s*>\\s*dt\\s*\\{[^}]*font-size:\\s*1rem[^}]*\\}`));
  expect(css).toMatch(new RegExp(`\\.${className}\\s*>\\s*div\\s*>\\s*dt\\s*\\{[^}]*color:\\s*(rgb|#)`));
});
