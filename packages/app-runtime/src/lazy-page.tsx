import { LoadingState } from '@fundnet/design-system';
import { type ComponentProps, type ComponentType, lazy, Suspense, useEffect } from 'react';

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
      <Suspense fallback={<LoadingState />}>
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
  useEffect(() => {
    // A frame, then a task: after the browser has painted what this render committed.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        for (const component of components) component.preload().catch(() => {}); // its render tries again
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, []); // once per mount: the components are module-level constants
}
