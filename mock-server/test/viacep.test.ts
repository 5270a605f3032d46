import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import viaCepPlugin from '../src/viacep';

const app = Fastify();
await app.register(viaCepPlugin);
afterAll(() => app.close());

describe('ViaCEP stand-in', () => {
  it("answers a known CEP with ViaCEP's fields", async () => {
    const response = await app.inject({ url: '/ws/05422001/json/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      cep: '05422-001',
      logradouro: 'Rua dos Pinheiros',
      bairro: 'Pinheiros',
      localidade: 'São Paulo',
      uf: 'SP',
      ibge: '3550308',
    });
  });

  it('answers { erro: "true" } for an unknown CEP and 400 for a malformed one', async () => {
    const unknown = await app.inject({ url: '/ws/99999999/json/' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ erro: 'true' });
    expect((await app.inject({ url: '/ws/123/json/' })).statusCode).toBe(400);
  });
});
