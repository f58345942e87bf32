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
  const css = insertedCss();
  expect(css).toMatch(new RegExp(`@media \\(min-width:\\s*0px\\)\\s*\\{\\s*\\.${classOf(folded!)}\\s*\\{[^}]*display:\\s*none`));
  expect(css).toMatch(new RegExp(`@media \\(min-width:\\s*600px\\)\\s*\\{\\s*\\.${classOf(folded!)}\\s*\\{[^}]*display:\\s*contents`));
  expect(css).not.toMatch(new RegExp(`\\.${classOf(shown!)}\\s*\\{[^}]*display:\\s*none`));
});
