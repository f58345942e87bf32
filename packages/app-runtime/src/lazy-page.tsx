import { LoadingState } from '@fundnet/design-system';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A page that loads with its route (ADR 0011): its code, and the components, schemas and option lists only it uses,
 * come in their own chunk when the route is first visited, with the loading state meanwhile.
 * `lazyPage(() => import('./features/x/x-page'), 'XPage')` keeps named exports (React.lazy wants a default one).
 */
export function lazyPage<TName extends string, TProps extends object>(
  load: () => Promise<Record<TName, ComponentType<TProps>>>,
  name: TName,
): ComponentType<TProps> {
  const Page = lazy(async () => ({ default: (await load())[name] })) as unknown as ComponentType<TProps>;
  return function LazyPage(props: TProps) {
    return (
      <Suspense fallback={<LoadingState />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
