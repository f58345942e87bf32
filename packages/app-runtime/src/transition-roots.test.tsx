import { createRoot } from 'react-dom/client';
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
 * Renders `tree` (about 120 ms of work) and counts how many other tasks (a chain of zero-delay timers, standing for
 * input and other scripts) ran before it was on screen.
 */
async function tasksRunWhileRendering(render: (container: HTMLElement) => void): Promise<number> {
  const container = document.createElement('div');
  document.body.append(container);
  let ticks = 0;
  let done = false;
  const tick = () => {
    if (done) return;
    ticks++;
    setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  render(container);
  while (!container.textContent?.includes('row 40')) await new Promise((resolve) => setTimeout(resolve, 1));
  done = true;
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
});
