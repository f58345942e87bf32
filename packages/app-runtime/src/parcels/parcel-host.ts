/**
 * How one area embeds a panel of another (ARCHITECTURE §2, ADR 0054): the shell provides a parcel host, an area asks it
 * to mount `"<remote>/parcels/<name>"` in an element. Neither remote imports the other, and app-runtime (bundled into
 * every app, not a shared singleton) holds no state of its own: the host lives on one well-known global the shell sets.
 */
export type ParcelProps = Record<string, unknown>;

/** A parcel mounted by the host. `mounted` settles when it shows (rejects when its remote cannot be loaded). */
export interface MountedParcel {
  mounted: Promise<unknown>;
  update(props: ParcelProps): Promise<unknown>;
  unmount(): Promise<unknown>;
}

export interface ParcelHost {
  mount(parcel: string, domElement: HTMLElement, props: ParcelProps): MountedParcel;
}

const hostKey = Symbol.for('fundnet.parcel-host');
type WithHost = typeof globalThis & { [hostKey]?: ParcelHost };

/** The shell calls this once, before any application mounts. */
export function provideParcelHost(host: ParcelHost | undefined) {
  (globalThis as WithHost)[hostKey] = host;
}

/** The host, or undefined when the app runs without the shell (standalone development, unit tests). */
export function parcelHost(): ParcelHost | undefined {
  return (globalThis as WithHost)[hostKey];
}
