/**
 * An interactive map (Leaflet, the owner folder of it). Leaflet is fetched when the first map
 * comes near the screen: a map further down a vacancy or company page costs that page's first
 * screen nothing (docs/decisions/033-first-screen-weight.md). Its box has a fixed height from the
 * start, so nothing moves when it arrives. While it loads, or if it or its tiles fail, the area
 * says so in Russian — screens always print the same places as a list too, so the page degrades
 * to that list (issue 3). The code that drives Leaflet (leaflet-map.ts, the pins' popups) arrives
 * with it: the pages that show a map download only this box on their first screen
 * (docs/decisions/068-first-screen-chunks.md).
 */
import 'leaflet/dist/leaflet.css';
import { type JSX, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../button';
import type { LeafletMapHandle, MapBounds, MapPoint } from './leaflet-map';
import { loadLeaflet } from './load-leaflet';
import { DEFAULT_CENTER, DEFAULT_ZOOM, MAP_ATTRIBUTION, readTileUrl, SINGLE_POINT_ZOOM } from './map-config';
import type { MapMarker } from './map-popup';
import { useNearScreen } from './use-near-screen';

export type { MapBounds, MapMarker };

interface MapViewProps {
  markers: readonly MapMarker[];
  center?: MapPoint;
  zoom?: number;
  /** Names the map region for screen readers («Карта компаний»). */
  ariaLabel: string;
  /** Click (or the «Отметить центр карты» button) picks a point: the board's address forms. */
  onPick?: (point: MapPoint) => void;
  picked?: MapPoint | null;
  className?: string;
  /** Tile template; the shell's MAP_TILE_URL by default. */
  tileUrl?: string;
  /** The area to show (a search's `bbox`); without it the map fits its markers. */
  view?: MapBounds | null;
  /** The user panned or zoomed: the area now shown, rounded to 4 decimals and within the globe. */
  onMove?: (bounds: MapBounds) => void;
}

type MapStatus = 'loading' | 'ready' | 'tiles-failed' | 'failed';

const clamp = (value: number, limit: number) =>
  Math.round(Math.max(-limit, Math.min(limit, value)) * 1e4) / 1e4;

/** An area as a search writes it: 4 decimals (about 11 m), latitudes within ±90, longitudes ±180. */
function roundBounds(bounds: MapBounds): MapBounds {
  return {
    south: clamp(bounds.south, 90),
    west: clamp(bounds.west, 180),
    north: clamp(bounds.north, 90),
    east: clamp(bounds.east, 180),
  };
}

const boundsKey = (bounds: MapBounds | null | undefined) =>
  bounds ? `${bounds.south},${bounds.west},${bounds.north},${bounds.east}` : '';

export function MapView({
  markers,
  center,
  zoom,
  ariaLabel,
  onPick,
  picked = null,
  className,
  tileUrl,
  view = null,
  onMove,
}: MapViewProps): JSX.Element {
  const containerRef = useRef<HTMLElement>(null);
  const handleRef = useRef<LeafletMapHandle | null>(null);
  const [status, setStatus] = useState<MapStatus>('loading');
  const [, navigate] = useLocation();
  // Leaflet's listeners live as long as the map: they read the latest props through refs.
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const initial = useRef({ center, zoom, picked, tileUrl });
  const pickedRef = useRef(picked);
  pickedRef.current = picked;
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;
  const viewRef = useRef(view);
  viewRef.current = view;
  // The area the user last moved to: when it comes back as `view`, the map is already there.
  const movedRef = useRef('');

  const near = useNearScreen(containerRef);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    Promise.all([loadLeaflet(), import('./leaflet-map')]).then(
      ([L, { createLeafletMap }]) => {
        const container = containerRef.current;
        if (cancelled || container === null) return;
        const start = initial.current;
        try {
          handleRef.current = createLeafletMap(
            L,
            container,
            {
              center: start.center ?? start.picked ?? DEFAULT_CENTER,
              zoom: start.zoom ?? (start.center || start.picked ? SINGLE_POINT_ZOOM : DEFAULT_ZOOM),
            },
            {
              tileUrl: start.tileUrl ?? readTileUrl(),
              attribution: MAP_ATTRIBUTION,
              onTilesFailed: (failed) => setStatus(failed ? 'tiles-failed' : 'ready'),
              onPick: (point) => onPickRef.current?.(point),
              onNavigate: (href) => navigateRef.current(href),
              onMove: (bounds) => {
                const rounded = roundBounds(bounds);
                movedRef.current = boundsKey(rounded);
                onMoveRef.current?.(rounded);
              },
            },
          );
          setStatus('ready');
        } catch (error) {
          console.warn('[map] Leaflet could not start', error);
          setStatus('failed');
        }
      },
      (error: unknown) => {
        console.warn('[map] Leaflet failed to load', error);
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      handleRef.current?.destroy();
      handleRef.current = null;
    };
  }, [near]);

  const ready = status === 'ready' || status === 'tiles-failed';

  useEffect(() => {
    const handle = handleRef.current;
    if (!ready || handle === null) return;
    handle.setMarkers(markers);
    // Without an explicit centre or area, show every marker (and the picked point).
    if (initial.current.center === undefined && viewRef.current === null) {
      const points: MapPoint[] = [...markers];
      if (pickedRef.current) points.push(pickedRef.current);
      handle.fit(points, initial.current.zoom ?? SINGLE_POINT_ZOOM);
    }
  }, [markers, ready]);

  const viewKey = boundsKey(view);
  useEffect(() => {
    const area = viewRef.current;
    if (!ready || area === null || viewKey === movedRef.current) return;
    handleRef.current?.fitBounds(area);
  }, [viewKey, ready]);

  useEffect(() => {
    if (!ready) return;
    handleRef.current?.setPicked(picked);
    // A point set from outside (an address typed in a form) is brought into view; a clicked one already is.
    if (picked) handleRef.current?.reveal(picked);
  }, [picked, ready]);

  const failed = status === 'failed' || status === 'tiles-failed';
  return (
    <div
      className={['map-view', failed ? 'map-view--failed' : '', className ?? ''].filter(Boolean).join(' ')}
    >
      <section ref={containerRef} className="map-view__canvas" aria-label={ariaLabel} />
      {status === 'loading' ? (
        <p className="map-view__notice" role="status">
          Загрузка карты…
        </p>
      ) : null}
      {failed ? (
        <p className="map-view__notice map-view__notice--error" role="status">
          {status === 'failed'
            ? 'Карта не загрузилась. Адреса доступны в списке.'
            : 'Не удалось загрузить изображение карты — проверьте соединение. Адреса доступны в списке.'}
        </p>
      ) : null}
      {onPick && ready ? (
        <Button
          variant="secondary"
          className="map-view__pick"
          onClick={() => {
            const point = handleRef.current?.center();
            if (point) onPick(point);
          }}
        >
          Отметить центр карты
        </Button>
      ) : null}
    </div>
  );
}
