/**
 * The imperative half of MapView: one Leaflet map, its markers and the picked point. Popup
 * contents are built as DOM nodes with textContent, so company names are never parsed as HTML.
 */
import type { Leaflet } from './load-leaflet';
import { type TileHealth, tileHealth } from './map-config';

export interface MapMarker {
  id: number | string;
  lat: number;
  lng: number;
  title: string;
  href?: string;
  subtitle?: string;
}

export interface MapPoint {
  lat: number;
  lng: number;
}

interface LeafletMapOptions {
  tileUrl: string;
  attribution: string;
  onTilesFailed: (failed: boolean) => void;
  onPick: (point: MapPoint) => void;
  onNavigate: (href: string) => void;
}

export interface LeafletMapHandle {
  setMarkers(markers: readonly MapMarker[]): void;
  setPicked(point: MapPoint | null): void;
  setView(point: MapPoint, zoom?: number): void;
  /** Pans to a point outside the current view; a visible one leaves the view alone. */
  reveal(point: MapPoint): void;
  fit(points: readonly MapPoint[], singleZoom: number): void;
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

function pin(L: Leaflet, picked: boolean) {
  return L.divIcon({
    className: picked ? 'map-pin map-pin--picked' : 'map-pin',
    html: PIN_HTML,
    iconSize: [28, 36],
    iconAnchor: [14, 36],
    popupAnchor: [0, -32],
  });
}

function popupContent(marker: MapMarker, onNavigate: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  box.className = 'map-popup';
  const title = document.createElement(marker.href ? 'a' : 'strong');
  title.className = 'map-popup__title';
  title.textContent = marker.title;
  if (marker.href && title instanceof HTMLAnchorElement) {
    const href = marker.href;
    title.href = href;
    title.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      onNavigate(href);
    });
  }
  box.append(title);
  if (marker.subtitle) {
    const subtitle = document.createElement('p');
    subtitle.className = 'map-popup__subtitle';
    subtitle.textContent = marker.subtitle;
    box.append(subtitle);
  }
  return box;
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

  const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => map.invalidateSize()) : null;
  resize?.observe(container);

  return {
    setMarkers(markers) {
      markerLayer.clearLayers();
      for (const item of markers) {
        const marker = L.marker([item.lat, item.lng], {
          icon: pin(L, false),
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
        map.setView([first.lat, first.lng], singleZoom);
        return;
      }
      map.fitBounds(L.latLngBounds(points.map((point) => [point.lat, point.lng])), {
        padding: [32, 32],
        maxZoom: singleZoom,
      });
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
