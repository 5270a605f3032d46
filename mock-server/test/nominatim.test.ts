import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import nominatimPlugin from '../src/nominatim';

const app = Fastify();
await app.register(nominatimPlugin);
afterAll(() => app.close());

describe('Nominatim stand-in', () => {
  it('answers jsonv2 places for a known street, accents and case ignored', async () => {
    const response = await app.inject({
      url: '/search',
      query: { q: 'AVENIDA ATLANTICA, 2000, Rio de Janeiro', format: 'jsonv2', limit: '1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        lat: '-22.9711',
        lon: '-43.1822',
        name: 'Avenida Atlântica',
        display_name: expect.stringContaining('Copacabana, Rio de Janeiro'),
        boundingbox: expect.any(Array),
      }),
    ]);
  });

  it('answers [] for an unknown address and 400 without a query', async () => {
    expect((await app.inject({ url: '/search', query: { q: 'Rua Inexistente' } })).json()).toEqual([]);
    expect((await app.inject({ url: '/search' })).statusCode).toBe(400);
  });
});
