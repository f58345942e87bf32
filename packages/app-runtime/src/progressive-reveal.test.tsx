import { act, render, screen } from '@testing-library/react';
// Importing the test utilities replaces IntersectionObserver with a mock this file drives.
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { NearScreen } from './near-screen';
import { Revealing, revealedGroups, useRevealedCount } from './progressive-reveal';

const sections = ['details', 'strategy', 'team', 'terms'];

function Page({ onRender, step = 1 }: { onRender?: (count: number) => void; step?: number }) {
  const revealed = useRevealedCount(sections.length, 1, step);
  onRender?.(revealed);
  return (
    <>
      {sections.slice(0, revealed).map((section) => (
        <section key={section} id={section} aria-label={section} />
      ))}
      <Revealing revealing={revealed < sections.length}>
        <NearScreen placeholder={<div data-testid="panel-place" />}>
          <aside aria-label="Posts" />
        </NearScreen>
      </Revealing>
    </>
  );
}

const shownSections = () => screen.queryAllByRole('region').map((region) => region.getAttribute('aria-label'));

/** One frame painted and the task after it run: one more part is revealed. */
async function nextPaint() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(() => window.history.replaceState(null, '', '/'));

it('renders the first part in the first commit, then one more after each paint, in order', async () => {
  const counts: number[] = [];
  render(<Page onRender={(count) => counts.push(count)} />);
  expect(counts[0]).toBe(1);
  expect(shownSections()).toEqual(['details']);
  await nextPaint();
  expect(shownSections()).toEqual(['details', 'strategy']);
  await nextPaint();
  await nextPaint();
  expect(shownSections()).toEqual(sections);
  await nextPaint();
  expect(shownSections()).toEqual(sections);
});

it('reveals three parts per paint by default', async () => {
  function DefaultStep() {
    const revealed = useRevealedCount(sections.length);
    return sections.slice(0, revealed).map((section) => <section key={section} aria-label={section} />);
  }
  render(<DefaultStep />);
  expect(shownSections()).toEqual(['details']);
  await nextPaint();
  expect(shownSections()).toEqual(sections);
});

it('holds a near-screen part inside the page until every part is rendered: on the short page everything is near', async () => {
  render(<Page />);
  mockAllIsIntersecting(true);
  expect(screen.getByTestId('panel-place')).toBeInTheDocument();
  expect(screen.queryByRole('complementary', { name: 'Posts' })).not.toBeInTheDocument();
  for (let i = 1; i < sections.length; i++) await nextPaint();
  expect(shownSections()).toEqual(sections);
  // Now watched: it loads when its place is near the screen, and not before.
  mockAllIsIntersecting(false);
  expect(screen.queryByRole('complementary', { name: 'Posts' })).not.toBeInTheDocument();
  mockAllIsIntersecting(true);
  expect(screen.getByRole('complementary', { name: 'Posts' })).toBeInTheDocument();
});

it('renders every part at once on a page opened at an anchor, so the place is there to scroll to', () => {
  window.history.replaceState(null, '', '/fund/northwind#team');
  const counts: number[] = [];
  render(<Page onRender={(count) => counts.push(count)} />);
  expect(counts[0]).toBe(sections.length);
  expect(shownSections()).toEqual(sections);
});

it('renders the rest at once and scrolls to the part when an in-page link names a part not rendered yet', async () => {
  const scrolled: string[] = [];
  // jsdom lays nothing out and has no scrollIntoView: record which element was asked to come into view.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
  try {
    render(<Page />);
    expect(shownSections()).toEqual(['details']);
    await act(async () => {
      window.location.hash = '#terms';
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(shownSections()).toEqual(sections);
    expect(scrolled).toEqual(['terms']);
  } finally {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  }
});

it('takes the first items of groups in order, each group with its revealed items', () => {
  const anchors = [
    { anchor: 'general', items: ['details', 'overview'] },
    { anchor: 'strategy', items: ['geography'] },
    { anchor: 'team', items: ['people', 'references'] },
  ];
  const of = (count: number) =>
    revealedGroups(anchors, (anchor) => anchor.items, count).map(({ group, items }) => `${group.anchor}: ${items.join(', ')}`);
  expect(of(1)).toEqual(['general: details']);
  expect(of(3)).toEqual(['general: details, overview', 'strategy: geography']);
  expect(of(4)).toEqual(['general: details, overview', 'strategy: geography', 'team: people']);
  expect(of(99)).toEqual(['general: details, overview', 'strategy: geography', 'team: people, references']);
  expect(of(0)).toEqual([]);
});
