/**
 * The imperative half of MapView: one Leaflet map, its markers and the picked point. Popup
 * contents are built as DOM nodes with textContent, so company names are never parsed as HTML.
 */
import type { Leaflet } from './load-leaflet';
import { type TileHealth, tileHealth } from './map-config';
import { type MapMarker, popupContent } from './map-popup';

export interface MapPoint {
  lat: number;
  lng: number;
}

/** What the map shows: south, west, north, east in degrees. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

interface LeafletMapOptions {
  tileUrl: string;
  attribution: string;
  onTilesFailed: (failed: boolean) => void;
  onPick: (point: MapPoint) => void;
  onNavigate: (href: string) => void;
  /** The user panned or zoomed (never the map's own fitting): what it shows now. */
  onMove: (bounds: MapBounds) => void;
}

export interface LeafletMapHandle {
  setMarkers(markers: readonly MapMarker[]): void;
  setPicked(point: MapPoint | null): void;
  setView(point: MapPoint, zoom?: number): void;
  /** Pans to a point outside the current view; a visible one leaves the view alone. */
  reveal(point: MapPoint): void;
  fit(points: readonly MapPoint[], singleZoom: number): void;
  fitBounds(bounds: MapBounds): void;
  center(): MapPoint;
  destroy(): void;
}

/** Leaflet's own texts are English; every one the map shows or reads out is given in Russian. */
const MAP_TEXTS = {
  zoomIn: 'Приблизить',
  zoomOut: 'Отдалить',
  closePopup: 'Закрыть',
  picked: 'Выбранная точка',
  prefix: '<a href="https://leafletjs.com" title="Библиотека для интерактивных карт">Leaflet</a>',
} as const;

// Leaflet's default icon points at image files a bundler moves; a CSS pin needs none.
const PIN_HTML = '<span class="map-pin__shape"></span>';

function pin(L: Leaflet, picked: boolean, count = 1) {
  // The number is a string of digits: no text of ours reaches the HTML.
  const badge = count > 1 ? `<span class="map-pin__count">${count > 99 ? '99+' : String(count)}</span>` : '';
  return L.divIcon({
    className: picked ? 'map-pin map-pin--picked' : 'map-pin',
    html: PIN_HTML + badge,
    iconSize: [28, 36],
    iconAnchor: [14, 36],
    popupAnchor: [0, -32],
  });
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function createLeafletMap(
  L: Leaflet,
  container: HTMLElement,
  view: { center: MapPoint; zoom: number },
  options: LeafletMapOptions,
): LeafletMapHandle {
  const map = L.map(container, {
    center: [view.center.lat, view.center.lng],
    zoom: view.zoom,
    // The page scrolls past an embedded map; the wheel zooms only once the user is on the map.
    scrollWheelZoom: false,
    // Added below with Russian titles (the default control's are English).
    zoomControl: false,
  });
  L.control.zoom({ zoomInTitle: MAP_TEXTS.zoomIn, zoomOutTitle: MAP_TEXTS.zoomOut }).addTo(map);
  map.attributionControl.setPrefix(MAP_TEXTS.prefix);
  // Leaflet hard-codes the popup's close button label («Close popup»).
  map.on('popupopen', (event) => {
    event.popup
      .getElement()
      ?.querySelector('.leaflet-popup-close-button')
      ?.setAttribute('aria-label', MAP_TEXTS.closePopup);
  });
  map.on('focus click', () => map.scrollWheelZoom.enable());
  map.on('blur mouseout', () => map.scrollWheelZoom.disable());

  let health: TileHealth = { loaded: 0, errors: 0, failed: false };
  const track = (event: 'tileload' | 'tileerror' | 'load') => {
    const next = tileHealth(health, event);
    if (next.failed !== health.failed) options.onTilesFailed(next.failed);
    health = next;
  };
  L.tileLayer(options.tileUrl, { attribution: options.attribution, maxZoom: 19 })
    .on('tileload', () => track('tileload'))
    .on('tileerror', () => track('tileerror'))
    .on('load', () => track('load'))
    .addTo(map);

  map.on('click', (event) => options.onPick({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }));

  const markerLayer = L.layerGroup().addTo(map);
  let pickedMarker: ReturnType<typeof L.marker> | null = null;

  // Moves the map makes itself (fitting, a resize) are not the user's: they offer no new search.
  let quiet = false;
  const quietly = (change: () => void) => {
    quiet = true;
    try {
      change();
    } finally {
      quiet = false;
    }
  };
  const boundsOf = (): MapBounds => {
    const box = map.getBounds();
    return { south: box.getSouth(), west: box.getWest(), north: box.getNorth(), east: box.getEast() };
  };
  map.on('moveend', () => {
    if (!quiet) options.onMove(boundsOf());
  });

  const resize =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => quietly(() => map.invalidateSize()))
      : null;
  resize?.observe(container);

  return {
    setMarkers(markers) {
      markerLayer.clearLayers();
      for (const item of markers) {
        const marker = L.marker([item.lat, item.lng], {
          icon: pin(L, false, item.count),
          title: item.title,
          alt: item.title,
          keyboard: true,
        })
          .bindPopup(popupContent(item, options.onNavigate))
          .addTo(markerLayer);
        const element = marker.getElement();
        element?.setAttribute('role', 'button');
        element?.setAttribute('aria-label', item.subtitle ? `${item.title}, ${item.subtitle}` : item.title);
      }
    },
    setPicked(point) {
      if (point === null) {
        pickedMarker?.remove();
        pickedMarker = null;
        return;
      }
      if (pickedMarker === null) {
        pickedMarker = L.marker([point.lat, point.lng], {
          icon: pin(L, true),
          title: MAP_TEXTS.picked,
          alt: MAP_TEXTS.picked,
          keyboard: false,
        }).addTo(map);
      } else {
        pickedMarker.setLatLng([point.lat, point.lng]);
      }
    },
    setView(point, zoom) {
      map.setView([point.lat, point.lng], zoom ?? map.getZoom());
    },
    reveal(point) {
      if (!map.getBounds().contains([point.lat, point.lng])) map.panTo([point.lat, point.lng]);
    },
    fit(points, singleZoom) {
      const [first] = points;
      if (first === undefined) return;
      if (points.length === 1) {
        quietly(() => map.setView([first.lat, first.lng], singleZoom, { animate: false }));
        return;
      }
      quietly(() =>
        map.fitBounds(L.latLngBounds(points.map((point) => [point.lat, point.lng])), {
          padding: [32, 32],
          maxZoom: singleZoom,
          animate: false,
        }),
      );
    },
    fitBounds(bounds) {
      quietly(() =>
        map.fitBounds(
          [
            [bounds.south, bounds.west],
            [bounds.north, bounds.east],
          ],
          { animate: false },
        ),
      );
    },
    center() {
      const center = map.getCenter();
      return { lat: round(center.lat), lng: round(center.lng) };
    },
    destroy() {
      resize?.disconnect();
      map.remove();
    },
  };
}
