import { LoadingState } from '@fundnet/design-system';
import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';

/**
 * A page that loads with its route (ADR 0011): its code, and the components, schemas and option lists only it uses,
 * come in their own chunk when the route is first visited, with the loading state meanwhile.
 * `lazyPage(() => import('./features/x/x-page'), 'XPage')` keeps named exports (React.lazy wants a default one); the
 * props are those of the named export, whatever else the module exports.
 * It serves a page's heavy parts the same way (a grid below the heading, a dialog with a form, a comment box), so what
 * a visitor sees first does not wait for them.
 */
export function lazyPage<TModule extends { [K in TName]: ComponentType<any> }, TName extends string>(
  load: () => Promise<TModule>,
  name: TName,
): ComponentType<ComponentProps<TModule[TName]>> {
  type Props = ComponentProps<TModule[TName]>;
  const Page = lazy(async () => ({ default: (await load())[name] })) as unknown as ComponentType<Props>;
  return function LazyPage(props: Props) {
    return (
      <Suspense fallback={<LoadingState />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
