export { createParcelLifecycles, type ParcelLifecycleOptions } from './create-parcel-lifecycles';
export { type MountedParcel, type ParcelHost, type ParcelProps, parcelHost, provideParcelHost } from './parcel-host';
export { RemoteParcel, type RemoteParcelProps } from './remote-parcel';
export type { ParcelId, ParcelPropsOf } from './parcel-contracts';
