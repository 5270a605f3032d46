import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

describe('VIACEP_URL and NOMINATIM_URL', () => {
  it('default to the public services in production', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://celebra.example',
      MERCADOPAGO_API_URL: 'https://api.mercadopago.example',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-real-token',
      MERCADOPAGO_WEBHOOK_SECRET: 'real-secret',
    };
    expect(loadConfig(production).geo).toEqual({
      viaCepUrl: 'https://viacep.com.br',
      nominatimUrl: 'https://nominatim.openstreetmap.org',
    });
  });

  it('are left for the mock-server (null) elsewhere, and taken as given without a trailing slash', () => {
    expect(loadConfig({}).geo).toEqual({ viaCepUrl: null, nominatimUrl: null });
    expect(
      loadConfig({
        VIACEP_URL: 'http://127.0.0.1:4000/',
        NOMINATIM_URL: 'https://geo.example.com/nominatim/',
      }).geo,
    ).toEqual({ viaCepUrl: 'http://127.0.0.1:4000', nominatimUrl: 'https://geo.example.com/nominatim' });
  });

  it('must be http(s) URLs', () => {
    expect(() => loadConfig({ VIACEP_URL: 'ftp://x' })).toThrow(/VIACEP_URL: must be an http\(s\):\/\/ URL/);
  });
});
