import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import type { ParcelHost } from './parcel-host';

const ignore = () => undefined;

/**
 * A parcel host that mounts each parcel as a single-spa root parcel, its lifecycles from `load` (the shell loads them
 * with Module Federation). single-spa keeps the loading and bootstrap steps as promises of their own: a remote that
 * cannot be loaded rejects them all, and only `mounted` is the caller's to handle.
 */
export function singleSpaParcelHost(load: (parcel: string) => Promise<ParcelConfigObject>): ParcelHost {
  return {
    mount(parcel, domElement, props) {
      const mounted = mountRootParcel(() => load(parcel), { domElement, ...props });
      mounted.loadPromise.catch(ignore);
      mounted.bootstrapPromise.catch(ignore);
      return {
        mounted: mounted.mountPromise,
        update: (next) => mounted.mountPromise.then(() => mounted.update?.(next)),
        // A parcel still loading is unmounted once it has mounted; one that failed has nothing to unmount.
        unmount: () => mounted.mountPromise.then(() => (mounted.getStatus() === 'MOUNTED' ? mounted.unmount() : undefined), ignore),
      };
    },
  };
}
