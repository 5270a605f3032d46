import net from 'node:net';
import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import nominatimPlugin from '../../../../mock-server/src/nominatim';
import viaCepPlugin from '../../../../mock-server/src/viacep';
import { build } from '../../helpers/build';

/**
 * The mock ViaCEP and Nominatim on a free port, counting what reaches them; /hang/* never answers,
 * /held/search answers no result, once the test lets go of it if it holds it (`hold`, `release`).
 */
async function startUpstream() {
  const calls: { url: string; userAgent: string | undefined; at: number }[] = [];
  let held: Promise<void> | undefined;
  let letGo = () => {};
  const upstream = Fastify({ forceCloseConnections: true });
  upstream.addHook('onRequest', async (request) => {
    calls.push({ url: request.url, userAgent: request.headers['user-agent'], at: Date.now() });
  });
  await upstream.register(viaCepPlugin);
  await upstream.register(nominatimPlugin);
  upstream.get('/hang/*', () => new Promise(() => {}));
  upstream.get('/held/search', async () => {
    await held;
    return [];
  });
  const url = await upstream.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => upstream.close());
  return {
    url,
    calls,
    count: (path: string) => calls.filter((call) => call.url.startsWith(path)).length,
    /** From now on /held/search waits, until `release`. */
    hold: () => {
      held = new Promise((resolve) => {
        letGo = resolve;
      });
    },
    release: () => {
      letGo();
      held = undefined;
    },
  };
}

const upstream = await startUpstream();

describe('GET /api/geo/cep/{cep}', async () => {
  const t = await build({ VIACEP_URL: upstream.url, NOMINATIM_URL: upstream.url });

  it('answers the address from ViaCEP, and the next look-up of the same CEP from the cache', async () => {
    const first = await t.app.inject({ url: '/api/geo/cep/05422-001' });

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: expect.any(String),
      address: {
        postalCode: '05422-001',
        street: 'Rua dos Pinheiros',
        complement: '',
        neighborhood: 'Pinheiros',
        city: 'São Paulo',
        state: 'SP',
      },
    });
    expect(upstream.count('/ws/05422001/json/')).toBe(1);

    const again = await t.app.inject({ url: '/api/geo/cep/05422001' });
    expect(again.json()).toEqual(first.json());
    expect(upstream.count('/ws/05422001/json/')).toBe(1);
  });

  it("answers 404 'Cep não encontrado!' for a CEP ViaCEP does not know", async () => {
    const response = await t.app.inject({ url: '/api/geo/cep/99999-999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Cep não encontrado!' });
  });

  it('refuses a malformed CEP without asking ViaCEP', async () => {
    const before = upstream.calls.length;
    for (const cep of ['1234', '05422-0011', 'abcde-fgh']) {
      const response = await t.app.inject({ url: `/api/geo/cep/${cep}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: '* Formato de CEP inválido' });
    }
    expect(upstream.calls.length).toBe(before);
  });
});

describe('GET /api/geo/search', async () => {
  const t = await build({ VIACEP_URL: upstream.url, NOMINATIM_URL: upstream.url });

  it('answers the best match from Nominatim, asked politely, and caches it', async () => {
    const q = 'Rua dos Pinheiros, 1200 - Pinheiros, São Paulo - SP';

    const response = await t.app.inject({ url: '/api/geo/search', query: { q } });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      results: [
        { lat: -23.5663, lon: -46.6855, name: expect.stringContaining('Rua dos Pinheiros, Pinheiros') },
      ],
    });
    const searches = upstream.calls.filter((call) => call.url.startsWith('/search'));
    expect(searches).toHaveLength(1);
    const sent = new URL(searches[0]?.url ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(sent)).toEqual({ format: 'jsonv2', q, limit: '1', countrycodes: 'br' });
    expect(searches[0]?.userAgent).toBe('Celebra/0.1 (contato@celebra.dev)');

    const again = await t.app.inject({ url: '/api/geo/search', query: { q: `  ${q.toUpperCase()} ` } });
    expect(again.json()).toEqual(response.json());
    expect(upstream.count('/search')).toBe(1);
  });

  it('answers no results for an address Nominatim does not find', async () => {
    const response = await t.app.inject({ url: '/api/geo/search', query: { q: 'Rua que não existe, 1' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([]);
  });

  it('sends Nominatim at most one request per second', async () => {
    const started = upstream.count('/search');
    // Three visitors: one visitor may have only two searches waiting at a time.
    await Promise.all(
      ['Avenida Paulista, 1000', 'Praça da Sé, 1', 'Avenida Atlântica, 2000'].map((q, i) =>
        t.app.inject({ url: '/api/geo/search', query: { q }, remoteAddress: `10.0.1.${i + 1}` }),
      ),
    );
    const times = upstream.calls.filter((call) => call.url.startsWith('/search')).map((call) => call.at);
    expect(times.length - started).toBe(3);
    for (let i = 1; i < times.length; i++)
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(990);
  }, 15_000);

  it('refuses a missing or too short query', async () => {
    for (const query of [{}, { q: ' a ' }] as Record<string, string>[]) {
      const response = await t.app.inject({ url: '/api/geo/search', query });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'Informe um endereço de 3 a 300 caracteres.',
      });
    }
  });
});

describe('one client cannot take the look-ups from everyone else', async () => {
  const t = await build({ VIACEP_URL: upstream.url, NOMINATIM_URL: `${upstream.url}/held` });
  const TOO_MANY = /^Muitas buscas de endereço\. Tente novamente em \d+ segundos\.$/;

  it('answers 429 in Portuguese past 30 look-ups a minute from one address; another is still served', async () => {
    const from = (remoteAddress: string, kind: 'cep' | 'search') =>
      kind === 'cep'
        ? t.app.inject({ url: '/api/geo/cep/05422-001', remoteAddress })
        : t.app.inject({ url: '/api/geo/search', query: { q: 'Rua que não existe, 1' }, remoteAddress });

    const cepCalls = upstream.count('/ws/05422001/json/');
    for (const kind of ['cep', 'search'] as const) {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await from('10.0.2.1', kind)).statusCode);
      expect(statuses, kind).toEqual(Array(30).fill(200));

      const refused = await from('10.0.2.1', kind);
      expect(refused.statusCode, kind).toBe(429);
      expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(TOO_MANY) });

      const other = await from('10.0.2.2', kind);
      expect(other.statusCode, kind).toBe(200);
    }
    // The cache answered the repeats: the limit counts requests, not upstream calls.
    expect(upstream.count('/ws/05422001/json/') - cepCalls).toBe(1);
  }, 15_000);

  it('lets one address have only two searches waiting for Nominatim; another address is still served', async () => {
    const search = (q: string, remoteAddress: string) =>
      t.app.inject({ url: '/api/geo/search', query: { q }, remoteAddress });

    upstream.hold();
    const settled: number[] = [];
    const answered = Promise.all([
      ...['Rua A, 1', 'Rua B, 2', 'Rua C, 3'].map((q) =>
        search(q, '10.0.3.1').then((answer) => {
          settled.push(answer.statusCode);
          return answer;
        }),
      ),
      search('Rua D, 4', '10.0.3.2'),
    ]);
    // While Nominatim holds the first search (the others wait their turn), the third is refused.
    await vi.waitFor(() => expect(settled).toEqual([429]));
    upstream.release();
    const answers = await answered;
    const mine = answers.slice(0, 3);

    expect(answers[3]?.statusCode, 'the other address').toBe(200);
    expect(mine.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429]);
    const refused = mine.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toEqual({
      success: false,
      message: 'Aguarde a busca de endereço anterior terminar antes de fazer outra.',
    });

    // Its searches over, the address is served again.
    expect((await search('Rua E, 5', '10.0.3.1')).statusCode).toBe(200);
  }, 20_000);
});

describe('geo look-ups when the services fail', async () => {
  const hanging = await build({ VIACEP_URL: `${upstream.url}/hang`, NOMINATIM_URL: `${upstream.url}/hang` });
  const down = await build({ VIACEP_URL: `http://127.0.0.1:${await closedPort()}` });
  const unset = await build();

  it('answers 504 with a Portuguese message when the service does not answer in time', async () => {
    const started = Date.now();
    const response = await hanging.app.inject({ url: '/api/geo/cep/01001-000' });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      success: false,
      message: 'O serviço de endereços não respondeu a tempo. Tente novamente.',
    });
    expect(Date.now() - started).toBeLessThan(8000);
  }, 15_000);

  it('answers 502 when the service cannot be reached, and tries again next time', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await down.app.inject({ url: '/api/geo/cep/01001-000' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        success: false,
        message: 'O serviço de endereços está indisponível. Tente novamente.',
      });
    }
  });

  it('answers 503 when no service URL is configured (outside production, before main.ts sets the mock)', async () => {
    const response = await unset.app.inject({ url: '/api/geo/search', query: { q: 'Avenida Paulista' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      message: 'A busca de endereços não está configurada.',
    });
  });

  it('lists both calls in the OpenAPI document', async () => {
    const document = (await unset.app.inject({ url: '/api/openapi.json' })).json();
    expect(document.paths['/api/geo/cep/{cep}']?.get).toBeDefined();
    expect(document.paths['/api/geo/search']?.get).toBeDefined();
  });
});

/** A port nothing listens on: bound, read, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}
