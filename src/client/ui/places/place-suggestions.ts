import { useEffect, useState } from 'react';
import type { City } from '../../../shared/contract/place.contract';
import { useHttp } from '../../lib/services';
import { citiesRequest } from './places-api';

/**
 * One line of the places list: a city (with its dictionary id and region, which a form keeps) or a
 * whole region; `detail` is the line under the name.
 */
export type PlaceOption =
  | ({ kind: 'city'; detail: string } & City)
  | { kind: 'region'; name: string; detail: string };

const TYPING_PAUSE_MS = 250;
/** The list a phone shows without scrolling far. */
const OPTIONS_MAX = 8;

/**
 * The cities and regions whose names start with the typed text, asked once the typing pauses; a
 * newer text cancels the older request. Empty until two letters are typed.
 */
export function usePlaceSuggestions(text: string): { options: PlaceOption[]; failed: boolean } {
  const http = useHttp();
  const [state, setState] = useState<{ options: PlaceOption[]; failed: boolean }>({
    options: [],
    failed: false,
  });
  const typed = text.trim();
  useEffect(() => {
    if (typed.length < 2) {
      setState({ options: [], failed: false });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const result = await citiesRequest(http, typed, controller.signal);
      if (controller.signal.aborted) return;
      if (!result.ok) {
        setState({ options: [], failed: true });
        return;
      }
      // Moscow, Saint Petersburg and Sevastopol are regions of one city: offered once, as the city.
      const cityNames = new Set(result.data.items.map((city) => city.name));
      const regions: PlaceOption[] = result.data.regions
        .filter((name) => !cityNames.has(name))
        .map((name) => ({
          kind: 'region',
          name,
          detail: 'весь регион',
        }));
      const cities: PlaceOption[] = result.data.items.map((city) => ({
        kind: 'city',
        id: city.id,
        name: city.name,
        region: city.region,
        detail: city.region === city.name ? '' : city.region,
      }));
      setState({ options: [...cities, ...regions].slice(0, OPTIONS_MAX), failed: false });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [http, typed]);
  return state;
}
