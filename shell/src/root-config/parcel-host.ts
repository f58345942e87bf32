import { provideParcelHost, singleSpaParcelHost } from '@fundnet/app-runtime/parcel-host';
import { addErrorHandler, type ParcelConfigObject } from 'single-spa';

// The federation host's code (MF's runtime, the retry and shared-version plugins) is a chunk of its own, loaded with
// the first remote: a shell route (/login) never carries it (its first-load budget, issue 10.1).
const federationHost = () => import(/* webpackChunkName: "federation" */ './federation').then((module) => module.federationHost());

/** Only a remote's parcels may be mounted this way (`mfe_dataroom/parcels/data-room-panel`), never its `./app`. */
const parcelPattern = /^mfe_[a-z_]+\/parcels\/[a-z0-9-]+$/;

export async function loadParcel(parcel: string): Promise<ParcelConfigObject> {
  if (!parcelPattern.test(parcel)) throw new Error(`"${parcel}" is not a panel of a Fundnet area.`);
  const module = await (await federationHost()).loadRemote<ParcelConfigObject>(parcel);
  if (!module || typeof (module as { mount?: unknown }).mount !== 'function') throw new Error('The area did not provide this panel.');
  return module;
}

/**
 * The shell's parcel host (ADR 0054): an area mounts another area's panel through it, by name, as a single-spa root
 * parcel loaded with Module Federation. The remote loads on the first mount of one of its parcels.
 */
export function provideShellParcelHost() {
  // single-spa hands a failed application or parcel to its error handlers, and without one throws it on the window.
  // The area's own error panel already shows it (RemoteParcel, remote-failure.tsx): log it as a warning.
  addErrorHandler((error) => console.warn(`[fundnet] ${error.appOrParcelName} failed`, error));
  provideParcelHost(singleSpaParcelHost(loadParcel));
}
