import * as v from 'valibot';

/**
 * Every parcel an area exposes and another mounts through the shell's parcel host (ADR 0054), with its props (ADR 0073):
 * the one place both sides are typed from. `<RemoteParcel parcel="…" props={…} />` checks the props of a parcel named
 * here, and the parcel's `createParcelLifecycles<ParcelPropsOf<'…'>>` checks its component takes them, so one `tsc -b`
 * holds both sides of the boundary together within a commit. Across releases, the release tool writes each schema into
 * the release's contract (as JSON Schema) and refuses a promotion whose two sides no longer agree (packages/release).
 * Props are JSON (ids, names, flags): what a parcel receives through single-spa and what JSON Schema can say.
 * Imported for its types only by the apps (no valibot in their bundles); the values are read by the release tool.
 */
const sharedResource = v.object({
  /** The resource the link's scope names. */
  id: v.string(),
  /** Its name as the scope lists it (not `name`: single-spa gives every parcel a `name` of its own). */
  resourceName: v.string(),
  /** The visitor's token for the link; null in the owner's "preview as recipient". */
  visitorToken: v.nullable(v.string()),
  preview: v.boolean(),
  /** The link's canDownload (default true). */
  canDownload: v.optional(v.boolean()),
});

export const parcelContracts = {
  'mfe_dataroom/parcels/data-room-panel': v.object({ fundId: v.string(), fundName: v.string() }),
  'mfe_dataroom/parcels/shared-data-room': sharedResource,
  'mfe_trackrecord/parcels/shared-track-record': sharedResource,
  'mfe_events_feed/parcels/profile-posts': v.object({ profileId: v.string(), profileName: v.string() }),
} as const;

export type ParcelId = keyof typeof parcelContracts;
export type ParcelPropsOf<Id extends ParcelId> = v.InferOutput<(typeof parcelContracts)[Id]>;
