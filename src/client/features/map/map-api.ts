/** The map's call: every approved company with coordinates, page by page up to a cap. */
import type { CompanyListItem } from '../../../shared/contract/company.contract';
import { companyList } from '../../../shared/contract/endpoints/company.endpoints';
import { LIMIT_MAX } from '../../../shared/contract/query';
import type { HttpClient } from '../../lib/http';

/** 20 pages of 50: a thousand pins is already more than a phone draws comfortably. */
const MAP_MAX_PAGES = 20;

interface MapPlaces {
  items: CompanyListItem[];
  total: number;
  /** Not every place was loaded (the cap, or a later page failed). */
  partial: boolean;
}

type MapPlacesResult = { ok: true; data: MapPlaces } | { ok: false; status: number; message: string };

export async function mapPlacesRequest(http: HttpClient, maxPages = MAP_MAX_PAGES): Promise<MapPlacesResult> {
  const items: CompanyListItem[] = [];
  const seen = new Set<number>();
  let total = 0;
  for (let page = 1; page <= maxPages; page += 1) {
    const result = await http.api(companyList, {
      query: { withCoordinates: 'true', page, limit: LIMIT_MAX },
    });
    if (!result.ok) {
      // The first page decides; a later failure still leaves a useful map.
      if (page === 1) return { ok: false, status: result.status, message: result.message };
      return { ok: true, data: { items, total, partial: true } };
    }
    total = result.data.total;
    for (const item of result.data.items) {
      if (item.lat === null || item.lng === null || seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
    if (!result.data.hasMore) return { ok: true, data: { items, total, partial: false } };
  }
  return { ok: true, data: { items, total, partial: true } };
}
