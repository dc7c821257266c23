/**
 * A map further down a public page (a vacancy's address, a company's contacts): until its box is
 * on the screen the page has only the box, the same size and words as a map still loading; then
 * the map's own code (map-view.tsx) and Leaflet load. Not when it merely comes near, as a map of
 * the map page does: on a phone the box is often just below the first screen, and Leaflet (42 KB)
 * would then load with every vacancy and company page, beside what the reader came for. The
 * page's first screen downloads neither (docs/decisions/068-first-screen-chunks.md).
 */
import { type ComponentProps, type JSX, lazy, Suspense, useRef } from 'react';
import type { MapView as LoadedMapView } from './map-view';
import { useNearScreen } from './use-near-screen';

type MapViewProps = ComponentProps<typeof LoadedMapView>;

/** The box a map takes, with a line for screen readers and for a failed load. */
function MapBox({
  className,
  ariaLabel,
  failed = false,
  boxRef,
}: {
  className: string | undefined;
  ariaLabel: string;
  failed?: boolean;
  boxRef?: { current: HTMLElement | null };
}): JSX.Element {
  return (
    <div
      className={['map-view', failed ? 'map-view--failed' : '', className ?? ''].filter(Boolean).join(' ')}
    >
      <section ref={boxRef} className="map-view__canvas" aria-label={ariaLabel} />
      {failed ? (
        <p className="map-view__notice map-view__notice--error" role="status">
          Карта не загрузилась. Адреса доступны в списке.
        </p>
      ) : (
        <p className="map-view__notice" role="status">
          Загрузка карты…
        </p>
      )}
    </div>
  );
}

const MapView = lazy(() =>
  import('./map-view').then(
    (module) => ({ default: module.MapView }),
    // Its chunk failed (the network, a newer deployment): the page stays, the map says so.
    () => ({
      default: (props: MapViewProps) => (
        <MapBox className={props.className} ariaLabel={props.ariaLabel} failed />
      ),
    }),
  ),
);

export function LazyMapView(props: MapViewProps): JSX.Element {
  const boxRef = useRef<HTMLElement>(null);
  const near = useNearScreen(boxRef, '0px');
  const box = <MapBox className={props.className} ariaLabel={props.ariaLabel} boxRef={boxRef} />;
  if (!near) return box;
  return (
    <Suspense fallback={box}>
      <MapView {...props} />
    </Suspense>
  );
}
