import { LoadingState } from '@fundnet/design-system';
import { type ComponentProps, type ComponentType, lazy, type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { afterPaint } from './after-paint';

/**
 * A page that loads with its route (ADR 0011): its code, and the components, schemas and option lists only it uses,
 * come in their own chunk when the route is first visited, with the loading state meanwhile.
 * `lazyPage(() => import('./features/x/x-page'), 'XPage')` keeps named exports (React.lazy wants a default one); the
 * props are those of the named export, whatever else the module exports.
 * It serves a page's heavy parts the same way (a grid below the heading, a dialog with a form, a comment box), so what
 * a visitor sees first does not wait for them.
 */
/** A lazily loaded component, and a way to start loading its code before it first renders. */
export type LazyComponent<P> = ComponentType<P> & {
  /** Starts loading the code now (e.g. while the data it will show is fetched); loading twice fetches once. */
  preload(): Promise<unknown>;
};

export function lazyPage<TModule extends { [K in TName]: ComponentType<any> }, TName extends string>(
  load: () => Promise<TModule>,
  name: TName,
  /**
   * What shows while the code loads (the loading state by default; a placeholder of the part's size for a part), or
   * a function of the props when the placeholder depends on them (the filter fields of the list being shown).
   */
  fallback: ReactNode | ((props: ComponentProps<TModule[TName]>) => ReactNode) = <LoadingState />,
): LazyComponent<ComponentProps<TModule[TName]>> {
  type Props = ComponentProps<TModule[TName]>;
  let loading: Promise<TModule> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed chunk is tried again on the next render
      throw error;
    });
    return loading;
  };
  const Page = lazy(async () => ({ default: (await preload())[name] })) as unknown as ComponentType<Props>;
  function LazyPage(props: Props) {
    return (
      <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>
        <Page {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload });
}

/**
 * Starts loading lazy components' code once the page has painted: parts that render when their data arrives (a feed's
 * cards) load while the data is fetched, instead of after it, and do not compete with what the first paint needs.
 */
export function usePreloadAfterPaint(...components: ReadonlyArray<Pick<LazyComponent<never>, 'preload'>>) {
  useEffect(
    () =>
      afterPaint(() => {
        for (const component of components) component.preload().catch(() => {}); // its render tries again
      }),
    [], // once per mount: the components are module-level constants
  );
}

/**
 * False until the page has painted once, then true: a part of a page that is not its reason for being (a side panel
 * of filters next to the results) renders a placeholder of its size first, so the heading and the layout do not
 * wait for that part's code.
 *
 * The change is a transition, as progressive-reveal's are: rendered in slices, and never more urgent than the page's
 * own hydration. At default priority it made React hydrate what was still waiting (a server-rendered list's cards) in
 * one piece: 2.4 s at a phone's speed on /fund/discovery.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
