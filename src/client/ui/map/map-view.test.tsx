import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MapView } from './map-view';

afterEach(cleanup);

describe('MapView (real Leaflet in happy-dom)', () => {
  it('draws CSS pins named for screen readers, with popups that are text', async () => {
    render(
      <MapView
        ariaLabel="Карта компаний"
        tileUrl="data:,{z}{x}{y}"
        markers={[
          {
            id: 1,
            lat: 55.75,
            lng: 37.61,
            title: '<b>Ромашка</b>',
            subtitle: '2 открытые вакансии',
            href: '/company/1/',
          },
          { id: 2, lat: 55.7, lng: 37.5, title: 'Лютик' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Карта компаний' });
    await waitFor(() => expect(region.querySelectorAll('.map-pin')).toHaveLength(2));
    const pin = screen.getByRole('button', { name: '<b>Ромашка</b>, 2 открытые вакансии' });
    expect(pin.querySelector('img')).toBeNull();
    expect(region.querySelector('.leaflet-control-attribution')?.textContent).toContain('© OpenStreetMap');
    fireEvent.click(pin);
    await waitFor(() => expect(region.querySelector('.map-popup__title')).not.toBeNull());
    const title = region.querySelector('.map-popup__title') as HTMLAnchorElement;
    expect(title.textContent).toBe('<b>Ромашка</b>');
    expect(title.querySelector('b')).toBeNull();
    expect(title.getAttribute('href')).toBe('/company/1/');
    // Leaflet's English texts are replaced: zoom titles, the attribution prefix, the popup's close.
    expect(screen.getByRole('button', { name: 'Приблизить' }).getAttribute('title')).toBe('Приблизить');
    expect(screen.getByRole('button', { name: 'Отдалить' })).toBeTruthy();
    const attribution = region.querySelector('.leaflet-control-attribution') as HTMLElement;
    expect(attribution.querySelector('a[href="https://leafletjs.com"]')?.getAttribute('title')).toBe(
      'Библиотека для интерактивных карт',
    );
    expect(region.querySelector('.leaflet-popup-close-button')?.getAttribute('aria-label')).toBe('Закрыть');
    expect(region.innerHTML).not.toMatch(/Zoom in|Zoom out|Close popup|interactive maps|"Marker"/);
  });

  it('lets a form pick a point, also without a mouse', async () => {
    const onPick = vi.fn();
    render(
      <MapView
        ariaLabel="Адрес на карте"
        tileUrl="data:,{z}{x}{y}"
        markers={[]}
        center={{ lat: 55.75, lng: 37.61 }}
        zoom={12}
        onPick={onPick}
        picked={{ lat: 55.75, lng: 37.61 }}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Отметить центр карты' }));
    expect(onPick).toHaveBeenCalledWith({ lat: 55.75, lng: 37.61 });
    await waitFor(() => expect(document.querySelector('.map-pin--picked')).not.toBeNull());
  });
});

describe('MapView below the screen', () => {
  it('loads nothing until its box comes near the screen, then the map', async () => {
    const observed: { callback: IntersectionObserverCallback; target: Element }[] = [];
    class FarObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element): void {
        observed.push({ callback: this.callback, target });
      }
      disconnect(): void {}
    }
    vi.stubGlobal('IntersectionObserver', FarObserver);
    try {
      render(<MapView ariaLabel="Адрес компании" tileUrl="data:,{z}{x}{y}" markers={[]} />);
      const region = screen.getByRole('region', { name: 'Адрес компании' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(region.querySelector('.leaflet-container, .leaflet-pane')).toBeNull();
      const [watch] = observed;
      if (watch === undefined) throw new Error('the map watched nothing');
      expect(watch.target).toBe(region);
      const entry = { target: region, isIntersecting: true } as unknown as IntersectionObserverEntry;
      watch.callback([entry], {} as IntersectionObserver);
      await waitFor(() => expect(region.querySelector('.leaflet-pane')).not.toBeNull());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
