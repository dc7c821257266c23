/**
 * A pin's popup, built as DOM nodes with textContent, so company names and titles are never parsed
 * as HTML. Links navigate inside the app (the map's `onNavigate`) unless a modifier asks for a tab.
 */
export interface MapMarker {
  id: number | string;
  lat: number;
  lng: number;
  title: string;
  href?: string;
  subtitle?: string;
  /** Vacancies at one point: the pin shows the number, the popup links each of `items`. */
  count?: number;
  items?: readonly { title: string; href: string; subtitle?: string }[];
}

function link(text: string, href: string | undefined, onNavigate: (href: string) => void): HTMLElement {
  const title = document.createElement(href ? 'a' : 'strong');
  title.className = 'map-popup__title';
  title.textContent = text;
  if (href && title instanceof HTMLAnchorElement) {
    title.href = href;
    title.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      onNavigate(href);
    });
  }
  return title;
}

function subtitleOf(text: string): HTMLElement {
  const subtitle = document.createElement('p');
  subtitle.className = 'map-popup__subtitle';
  subtitle.textContent = text;
  return subtitle;
}

export function popupContent(marker: MapMarker, onNavigate: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  box.className = 'map-popup';
  box.append(link(marker.title, marker.href, onNavigate));
  if (marker.items?.length) {
    const list = document.createElement('ul');
    list.className = 'map-popup__list';
    for (const item of marker.items) {
      const entry = document.createElement('li');
      entry.append(link(item.title, item.href, onNavigate));
      if (item.subtitle) entry.append(subtitleOf(item.subtitle));
      list.append(entry);
    }
    box.append(list);
  }
  if (marker.subtitle) box.append(subtitleOf(marker.subtitle));
  return box;
}
