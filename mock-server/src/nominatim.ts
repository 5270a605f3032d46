import type { FastifyInstance } from 'fastify';

type KnownPlace = { name: string; suburb: string; city: string; state: string; lat: string; lon: string };

/** Streets the demo and the tests look up, with their coordinates (WGS 84, as Nominatim gives them). */
export const NOMINATIM_PLACES: KnownPlace[] = [
  {
    name: 'Rua dos Pinheiros',
    suburb: 'Pinheiros',
    city: 'São Paulo',
    state: 'São Paulo',
    lat: '-23.5663',
    lon: '-46.6855',
  },
  {
    name: 'Rua Antônio Bicudo',
    suburb: 'Pinheiros',
    city: 'São Paulo',
    state: 'São Paulo',
    lat: '-23.5647',
    lon: '-46.6791',
  },
  {
    name: 'Avenida Paulista',
    suburb: 'Bela Vista',
    city: 'São Paulo',
    state: 'São Paulo',
    lat: '-23.5614',
    lon: '-46.6559',
  },
  {
    name: 'Praça da Sé',
    suburb: 'Sé',
    city: 'São Paulo',
    state: 'São Paulo',
    lat: '-23.5503',
    lon: '-46.6339',
  },
  {
    name: 'Avenida Rio Branco',
    suburb: 'Centro',
    city: 'Rio de Janeiro',
    state: 'Rio de Janeiro',
    lat: '-22.9035',
    lon: '-43.1774',
  },
  {
    name: 'Avenida Atlântica',
    suburb: 'Copacabana',
    city: 'Rio de Janeiro',
    state: 'Rio de Janeiro',
    lat: '-22.9711',
    lon: '-43.1822',
  },
];

const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

/** Lower case without accents, so 'avenida atlantica' finds 'Avenida Atlântica'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The Nominatim stand-in: GET /search?q=&format=jsonv2&limit= answers jsonv2-shaped places whose
 * street name appears in the query (accents and case ignored), best first, or [] when none does.
 * Like the real service it wants a query and answers 400 with a JSON error without one.
 */
export default async function nominatimPlugin(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { q?: string; limit?: string; format?: string } }>(
    '/search',
    async (request, reply) => {
      const query = fold(request.query.q ?? '').trim();
      if (!query) {
        return reply.status(400).send({ error: { code: 400, message: 'Nothing to search for.' } });
      }
      const limit = Math.min(Math.max(Number(request.query.limit) || 10, 1), 40);
      return NOMINATIM_PLACES.filter((place) => query.includes(fold(place.name)))
        .slice(0, limit)
        .map((place, index) => ({
          place_id: 100000 + index,
          licence: LICENCE,
          osm_type: 'way',
          osm_id: 200000 + index,
          lat: place.lat,
          lon: place.lon,
          category: 'highway',
          type: 'residential',
          place_rank: 26,
          importance: 0.1,
          addresstype: 'road',
          name: place.name,
          display_name: `${place.name}, ${place.suburb}, ${place.city}, ${place.state}, Região Sudeste, Brasil`,
          boundingbox: [place.lat, place.lat, place.lon, place.lon],
        }));
    },
  );
}
