import { ErrorPanel } from '@fundnet/design-system';
import { Box } from '@mui/material';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { NearScreen, PANEL_NEAR_SCREEN_MARGIN } from '../near-screen';
import type { ParcelId, ParcelPropsOf } from './parcel-contracts';
import { type MountedParcel, type ParcelProps, parcelHost } from './parcel-host';

export interface RemoteParcelProps<Id extends string = string> {
  /** `"<remote>/parcels/<name>"`, e.g. `"mfe_dataroom/parcels/data-room-panel"`. */
  parcel: Id;
  /** Who the panel is for, in the error shown if it cannot load ("Data room could not be shown"). */
  label: string;
  /**
   * The parcel's props; a change updates the mounted parcel. Keep them JSON (ids, names). Typed by the parcel's entry
   * in `parcel-contracts.ts` (ADR 0073) when the id is one of them.
   */
  props: Id extends ParcelId ? ParcelPropsOf<Id> : ParcelProps;
}

/**
 * Mounts another area's panel here, through the shell's parcel host. Nothing shows until the panel does; a panel that
 * fails to load becomes a contained error with a retry, and the page around it keeps working. Without a shell
 * (an area run alone, unit tests) it renders nothing.
 *
 * The panel's area is loaded only when its place comes within half a screen of the viewport (issue 33, ADR 0107): the
 * panels sit below a page's own content (a fund's data room and posts, a share link's track record), and a visitor who
 * reads only the first screen should not wait on their scripts and requests. Without IntersectionObserver it mounts at
 * once.
 */
export function RemoteParcel<Id extends string>({ parcel, label, props }: RemoteParcelProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<Error | null>(null);
  const hosted = useHosted();
  if (!hosted) return null;
  return (
    <>
      {error && (
        <ErrorPanel
          title={`${label} could not be shown`}
          message={error.message || 'This part of the page could not be loaded. The rest of the page still works.'}
          onRetry={() => {
            setError(null);
            setAttempt((n) => n + 1);
          }}
        />
      )}
      {/* No placeholder: a panel's height is its area's to tell (a panel may show nothing at all), and the area shows
          its own loading state once mounted. The panels sit at a page's foot, so nothing below them moves. */}
      <NearScreen placeholder={null} margin={PANEL_NEAR_SCREEN_MARGIN}>
        <ParcelSlot key={attempt} parcel={parcel} props={props as ParcelProps} hidden={Boolean(error)} onError={setError} />
      </NearScreen>
    </>
  );
}

const hostNeverChanges = () => () => {};
/**
 * Whether the shell provides a parcel host. A page rendered on the server has none, so it renders no panel; hydrating
 * that page, the first render must draw the same (React uses the server's answer then, and rerenders with the
 * browser's right after), or React throws the server's markup away and draws the page again (issue 33).
 */
function useHosted(): boolean {
  return useSyncExternalStore(
    hostNeverChanges,
    () => parcelHost() !== undefined,
    () => false,
  );
}

/** One mount of the parcel in its own element (a retry is a new slot). */
function ParcelSlot({
  parcel,
  props,
  hidden,
  onError,
}: {
  parcel: string;
  props: ParcelProps;
  hidden: boolean;
  onError: (error: Error) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedParcel | null>(null);
  const propsKey = JSON.stringify(props);
  // The slot renders once its place is near the screen (NearScreen), so the mount takes the page's props of that time.
  const firstProps = useRef(props);
  /** The props the parcel has: given at its mount, then by its last update. */
  const sentKey = useRef(propsKey);

  useEffect(() => {
    const host = parcelHost();
    if (!host || !element.current) return;
    const current = host.mount(parcel, element.current, firstProps.current);
    mounted.current = current;
    current.mounted.catch((reason: unknown) => {
      if (mounted.current === current) onError(reason instanceof Error ? reason : new Error(String(reason)));
    });
    return () => {
      mounted.current = null;
      current.unmount().catch(() => {
        // A parcel that never mounted has nothing to unmount.
      });
    };
  }, [parcel, onError]);

  useEffect(() => {
    // The mount took the props of its time; later ones update the parcel in place.
    const current = mounted.current;
    if (!current || sentKey.current === propsKey) return;
    sentKey.current = propsKey;
    current.mounted.then(() => current.update(JSON.parse(propsKey) as ParcelProps)).catch(() => {});
  }, [propsKey]);

  return <Box ref={element} data-parcel={parcel} hidden={hidden} />;
}
