import { act, render, screen, within } from '@testing-library/react';
import { AnchorNav, READING_LINE_MARGIN } from './anchor-nav';

/** A stand-in for the browser's IntersectionObserver: the test says where each anchor's top is, as the browser would. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** Reports anchors by id with their top edge (px from the top of an 900 px screen, its reading line at 300). */
  report(tops: Record<string, number>) {
    const entries = Object.entries(tops).map(([id, top]) => ({
      target: document.getElementById(id)!,
      boundingClientRect: { top } as DOMRectReadOnly,
      rootBounds: { top: 0, bottom: 300 } as DOMRectReadOnly,
      isIntersecting: top <= 300,
    }));
    act(() => this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver));
  }
}

const anchors = [
  { anchor: 'strategy', label: 'Strategy' },
  { anchor: 'team', label: 'Team' },
  { anchor: 'terms', label: 'Terms' },
];

function Page() {
  return (
    <>
      <AnchorNav anchors={anchors} />
      {anchors.map(({ anchor }) => (
        <section key={anchor} id={anchor} />
      ))}
    </>
  );
}

const marked = () =>
  within(screen.getByRole('navigation', { name: 'Profile sections' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'location')
    .map((link) => link.textContent);

describe('AnchorNav', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    FakeObserver.last = undefined;
  });

  it('marks the first anchor before anything is reported, and watches every anchor against the upper third', () => {
    render(<Page />);
    expect(marked()).toEqual(['Strategy']);
    const observer = FakeObserver.last!;
    expect(observer.options.rootMargin).toBe(READING_LINE_MARGIN);
    expect(observer.observed.map((element) => element.id)).toEqual(['strategy', 'team', 'terms']);
  });

  it('marks the last anchor whose top passed the reading line, forward and back', () => {
    render(<Page />);
    const observer = FakeObserver.last!;
    observer.report({ strategy: 80, team: 650, terms: 1400 });
    expect(marked()).toEqual(['Strategy']);
    // Scrolled down: Team's top crosses the line; Strategy has left the screen above (still passed).
    observer.report({ strategy: -700, team: 250 });
    expect(marked()).toEqual(['Team']);
    observer.report({ team: -900, terms: 120 });
    expect(marked()).toEqual(['Terms']);
    // Back up: Terms falls below the line again.
    observer.report({ terms: 420 });
    expect(marked()).toEqual(['Team']);
  });

  it('lets the observer go when the page leaves', () => {
    const { unmount } = render(<Page />);
    const observer = FakeObserver.last!;
    unmount();
    expect(observer.disconnected).toBe(true);
  });

  it('keeps the first anchor marked where the browser has no IntersectionObserver', () => {
    globalThis.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
    render(<Page />);
    expect(marked()).toEqual(['Strategy']);
  });
});
