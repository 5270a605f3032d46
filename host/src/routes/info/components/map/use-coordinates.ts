import { apiRoutes } from '@celebra/shared/api';
import { useEffect } from 'react';
import { api } from '../../../../common/api';

const SEARCH_DELAY_MS = 800;

/**
 * When the place has an address but no coordinates, the geocoding search (GET /api/geo/search)
 * finds them: its first result feeds the map. Failures are only logged: the form works without the map.
 */
export function useCoordinates(
  address: string,
  coordinates: { latitude: number | null; longitude: number | null },
  onFound: (latitude: number, longitude: number) => void,
) {
  const missing = coordinates.latitude === null || coordinates.longitude === null;
  const query = address.trim();
  useEffect(() => {
    if (!missing || query.length < 3) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const { results } = await api.call(apiRoutes.geoSearch, {
          query: { q: query },
          signal: controller.signal,
        });
        const [first] = results;
        if (first && !controller.signal.aborted) onFound(first.lat, first.lon);
      } catch (error) {
        if (!controller.signal.aborted) console.warn('Geocoding failed', error);
      }
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [missing, query, onFound]);
}
