import { geoSearchRoute } from '@celebra/shared/api';
import { useEffect, useState } from 'react';
import { api } from '../../../../../common/api';

export type TCoordinates = { lat: number; lon: number };

type Place = {
  latitude: number | null;
  longitude: number | null;
  /** What is searched when the event has no coordinates. */
  address: string;
};

/**
 * The coordinates of the event's place: its own, else the first result of the geocoding search
 * (GET /geo/search?q=<address>), asked only when `enabled` (without map tiles they
 * are not needed). Failures are only logged; the map then shows the address.
 */
export function useCoordinates({ latitude, longitude, address }: Place, enabled: boolean) {
  const hasOwn = latitude !== null && longitude !== null;
  const [found, setFound] = useState<TCoordinates | null>(null);

  useEffect(() => {
    if (hasOwn || !enabled || !address.trim()) return;
    const controller = new AbortController();
    api
      .call(geoSearchRoute, { query: { q: address }, signal: controller.signal })
      .then(({ results: [first] }) => {
        if (first) setFound({ lat: first.lat, lon: first.lon });
        else console.warn('Endereço não encontrado no mapa:', address);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Erro ao buscar as coordenadas do endereço.', error);
      });
    return () => controller.abort();
  }, [hasOwn, enabled, address]);

  return hasOwn ? { lat: latitude, lon: longitude } : found;
}
