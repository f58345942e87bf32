import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydratingRoots } from './hydrating-roots';
import { transitionRoots } from './transition-roots';

// The roots are driven as single-spa drives them, outside act(): the test watches the real scheduler.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** A component that takes `ms` of CPU to render, as a page's MUI tree does on a phone. */
function Busy({ ms, label }: { ms: number; label: string }) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy: stands for rendering work
  }
  return <li>{label}</li>;
}

const tree = (
  <ul>
    {Array.from({ length: 40 }, (_, i) => (
      <Busy key={i} ms={3} label={`row ${i + 1}`} />
    ))}
  </ul>
);

/**
 * Counts how many other tasks (a chain of zero-delay timers, standing for input and other scripts) run until `work`
 * has finished.
 */
async function tasksRunDuring(work: () => Promise<void>): Promise<number> {
  let ticks = 0;
  let done = false;
  const tick = () => {
    if (done) return;
    ticks++;
    setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  await work();
  done = true;
  return ticks;
}

/** Renders `tree` (about 120 ms of work) and counts the other tasks that ran before it was on screen. */
async function tasksRunWhileRendering(render: (container: HTMLElement) => void): Promise<number> {
  const container = document.createElement('div');
  document.body.append(container);
  const ticks = await tasksRunDuring(async () => {
    render(container);
    while (!container.textContent?.includes('row 40')) await new Promise((resolve) => setTimeout(resolve, 1));
  });
  container.remove();
  return ticks;
}

describe('transitionRoots', () => {
  it('renders a first render in slices: other tasks run while a long tree renders', async () => {
    const sliced = await tasksRunWhileRendering((container) => transitionRoots.createRoot(container).render(tree));
    const inOnePiece = await tasksRunWhileRendering((container) => createRoot(container).render(tree));
    // React yields every few milliseconds in a transition: about one task per slice of ~5 ms of the 120 ms.
    expect(sliced).toBeGreaterThanOrEqual(8);
    // A default-priority render holds the thread for the whole tree.
    expect(inOnePiece).toBeLessThanOrEqual(3);
  });

  it('shows what it renders and empties its container on unmount', async () => {
    const container = document.createElement('div');
    const root = transitionRoots.createRoot(container);
    root.render(<p>Area page</p>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toHaveTextContent('Area page');
    root.unmount();
    expect(container).toBeEmptyDOMElement();
  });

  it("hydrates a region's HTML in slices too, keeping the elements that were there (ADR 0101)", async () => {
    const hydrated = async (hydrate: (container: HTMLElement, children: React.ReactNode) => void) => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(tree);
      document.body.append(container);
      const firstRow = container.querySelector('li');
      const ticks = await tasksRunDuring(
        () => new Promise<void>((resolve) => hydrate(container, <Committed onCommit={resolve}>{tree}</Committed>)),
      );
      const kept = container.querySelector('li') === firstRow;
      container.remove();
      return { ticks, kept };
    };
    const sliced = await hydrated((container, children) => hydratingRoots.hydrateRoot(container, children));
    const inOnePiece = await hydrated((container, children) => hydrateRoot(container, children));
    expect(sliced.kept).toBe(true);
    expect(sliced.ticks).toBeGreaterThanOrEqual(8);
    // At its default lane, React hydrates the whole tree in one task.
    expect(inOnePiece.ticks).toBeLessThanOrEqual(3);
  });
});

/** Renders its children and says when they are committed (hydrated). */
function Committed({ onCommit, children }: { onCommit: () => void; children: React.ReactNode }) {
  useEffect(onCommit, []);
  return children;
}
