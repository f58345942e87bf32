/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { render, screen, waitFor } from '@testing-library/react';
// Importing the test utilities replaces IntersectionObserver with a mock this file drives (issue 33: panels load near the screen).
import { intersectionMockInstance, mockIsIntersecting } from 'react-intersection-observer/test-utils';
import type { ParcelConfigObject } from 'single-spa';
import { createParcelLifecycles } from './create-parcel-lifecycles';
import { provideParcelHost } from './parcel-host';
import { PANEL_NEAR_SCREEN_MARGIN } from '../near-screen';
import { RemoteParcel } from './remote-parcel';
import { singleSpaParcelHost } from './single-spa-parcel-host';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

function Posts({ profileName }: { profileName: string }) {
  return <p>Posts of {profileName}</p>;
}

afterEach(() => provideParcelHost(undefined));

function page(profileName: string) {
  return (
    <main>
      <h1>Fund page</h1>
      <RemoteParcel parcel="mfe_test/parcels/posts" label="Posts" props={{ profileName }} />
    </main>
  );
}

it('loads a panel’s area only when its place comes within half a screen of the viewport, with the page’s latest props', async () => {
  const loads: string[] = [];
  const lifecycles = createParcelLifecycles({ label: 'Posts', Root: Posts });
  provideParcelHost(
    singleSpaParcelHost(async (parcel) => {
      loads.push(parcel);
      return lifecycles as ParcelConfigObject;
    }),
  );
  const { container, rerender } = render(page('Northwind'));
  // The panel's place (NearScreen's box, after the heading) is watched until it comes near the screen.
  const place = container.querySelector('main')!.lastElementChild as HTMLElement;
  expect(container.querySelector('[data-parcel]')).toBeNull();
  expect(intersectionMockInstance(place).rootMargin).toBe(PANEL_NEAR_SCREEN_MARGIN);
  // Far below the screen: nothing of the area is fetched, and the page's props may still change.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(loads).toEqual([]);
  rerender(page('Southwind'));

  mockIsIntersecting(place, true);
  expect(await screen.findByText('Posts of Southwind')).toBeInTheDocument();
  expect(loads).toEqual(['mfe_test/parcels/posts']);

  // Loaded once: the place is no longer watched (scrolling away keeps the panel), and the panel follows its props.
  expect(() => intersectionMockInstance(place)).toThrow();
  rerender(page('Northwind'));
  expect(await screen.findByText('Posts of Northwind')).toBeInTheDocument();
  await waitFor(() => expect(loads).toHaveLength(1));
});
