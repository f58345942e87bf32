/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { render, screen, waitFor } from '@testing-library/react';
import { lazyPage, useAfterFirstPaint, usePreloadAfterPaint } from './lazy-page';
import { type ReactNode, Suspense } from 'react';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

it('renders the named export once its code has loaded, with the loading state meanwhile', async () => {
  const Lazy = lazyPage(async () => ({ Greeting }), 'Greeting');
  render(<Lazy name="Ada" />);
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
});

it('preloads the code before the first render, fetching it once however often it is asked for', async () => {
  const load = jest.fn(async () => ({ Greeting }));
  const Lazy = lazyPage(load, 'Greeting');
  await Promise.all([Lazy.preload(), Lazy.preload()]);
  render(<Lazy name="Grace" />);
  expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('tries a failed load again on the next preload', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ Greeting });
  const Lazy = lazyPage(load, 'Greeting');
  await expect(Lazy.preload()).rejects.toThrow('chunk failed');
  await expect(Lazy.preload()).resolves.toEqual({ Greeting });
  expect(load).toHaveBeenCalledTimes(2);
});

it('preloads after the page has painted, not during its render', async () => {
  const load = jest.fn(async () => ({ Greeting }));
  const Lazy = lazyPage(load, 'Greeting');
  function Page() {
    usePreloadAfterPaint(Lazy);
    return <h1>Feed</h1>;
  }
  render(<Page />);
  expect(screen.getByRole('heading', { name: 'Feed' })).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
});

it('tells a page when it has painted once, so a side part can render after the heading', async () => {
  const seen: boolean[] = [];
  function Page() {
    const painted = useAfterFirstPaint();
    seen.push(painted);
    return <h1>{painted ? 'Filters ready' : 'Discover funds'}</h1>;
  }
  render(<Page />);
  expect(screen.getByRole('heading', { name: 'Discover funds' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Filters ready' })).toBeInTheDocument();
  expect(seen[0]).toBe(false);
});

it('shows the given placeholder while the code loads', async () => {
  const Lazy = lazyPage(async () => ({ Greeting }), 'Greeting', <p>Filters are on their way</p>);
  render(<Lazy name="Ada" />);
  expect(screen.getByText('Filters are on their way')).toBeInTheDocument();
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
});

it("shows a placeholder made from the part's props while the code loads", async () => {
  const Lazy = lazyPage(
    async () => ({ Greeting }),
    'Greeting',
    ({ name }) => <p>Greeting {name} shortly</p>,
  );
  render(<Lazy name="Ada" />);
  expect(screen.getByText('Greeting Ada shortly')).toBeInTheDocument();
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
});

it('renders what comes after the first paint as a transition: the page keeps what it shows while that part loads', async () => {
  // At default priority, a part that suspends would replace the shown page with the fallback (and, on a server-rendered
  // page, make React hydrate what was still waiting in one piece).
  const never = new Promise<never>(() => {});
  function SidePanel(): ReactNode {
    throw never;
  }
  const seen: string[] = [];
  function Page() {
    const painted = useAfterFirstPaint();
    seen.push(painted ? 'painted' : 'first');
    return <Suspense fallback={<p>Loading the page</p>}>{painted ? <SidePanel /> : <p>Results</p>}</Suspense>;
  }
  render(<Page />);
  await waitFor(() => expect(seen).toContain('painted'));
  expect(screen.getByText('Results')).toBeInTheDocument();
  expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
});
