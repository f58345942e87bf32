// The shell's entry to parcels (package.json "./parcel-host"): only what its root config needs, without React.
export { type MountedParcel, type ParcelHost, type ParcelProps, parcelHost, provideParcelHost } from './parcel-host';
export { singleSpaParcelHost } from './single-spa-parcel-host';
