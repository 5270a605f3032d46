import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from '../src/config';
import { REPO_ROOT } from '../src/paths';

describe('loadConfig', () => {
  it('has defaults for everything: embedded database, local media, outbox, demo seed', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, 'data'),
      database: { kind: 'embedded', dir: path.join(REPO_ROOT, 'data', 'postgres') },
      storage: { kind: 'local', dir: path.join(REPO_ROOT, 'data', 'media') },
      mail: { kind: 'outbox' },
      shouldSeed: true,
      sessionTtlHours: 720,
      publicUrl: 'http://localhost:3000',
      appUrls: { admin: 'http://admin.localhost:3000', users: 'http://users.localhost:3000' },
    });
    expect(config.errorLogPath).toBe(path.join(REPO_ROOT, 'data', 'logs', 'error.log'));
  });

  it('stops on a bad PORT with a message naming the variable and the value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      /PORT: must be an integer from 0 to 65535 \(got "abc"\)/,
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('reports every bad variable at once, without echoing secrets', () => {
    let message = '';
    try {
      loadConfig({ SEED: 'sometimes', DATABASE_URL: 'mysql://root:hunter2@db/x', SESSION_TTL_HOURS: '0' });
    } catch (error) {
      message = String(error);
    }
    expect(message).toMatch(/SEED/);
    expect(message).toMatch(/DATABASE_URL: must be a postgres/);
    expect(message).toMatch(/SESSION_TTL_HOURS/);
    expect(message).not.toContain('hunter2');
  });

  it('reads STORAGE_URL as a local folder or an S3-compatible bucket, and refuses anything else', () => {
    expect(loadConfig({ STORAGE_URL: 'file:///srv/media' }).storage).toEqual({
      kind: 'local',
      dir: '/srv/media',
    });
    expect(
      loadConfig({
        STORAGE_URL:
          's3://celebra-media/prod/?region=sa-east-1&endpoint=http://127.0.0.1:9000/&forcePathStyle=true&serve=signed',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'celebra-media',
      prefix: 'prod/',
      region: 'sa-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      serve: 'signed',
      publicUrl: null,
    });
    expect(loadConfig({ STORAGE_URL: 's3://bucket' }).storage).toMatchObject({
      kind: 's3',
      prefix: '',
      region: 'us-east-1',
      endpoint: null,
      serve: 'proxy',
    });
    for (const bad of [
      'ftp://host/media',
      'file:relative/media',
      's3://bucket?serve=public',
      's3://bucket?serve=cdn',
      's3://bucket?endpoint=localhost:9000',
    ])
      expect(() => loadConfig({ STORAGE_URL: bad }), bad).toThrow(/STORAGE_URL: must be file:/);
  });

  it('exposes metrics only on a port of their own or behind a long token', () => {
    expect(loadConfig({}).metrics).toEqual({ port: null, token: null });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'a'.repeat(32) }).metrics).toEqual({
      port: 9464,
      token: 'a'.repeat(32),
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).not.toThrow(/short"/);
  });

  describe('in production', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://celebra.example',
      MERCADOPAGO_API_URL: 'https://api.mercadopago.example',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-real-token',
      MERCADOPAGO_WEBHOOK_SECRET: 'real-secret',
    };

    it('starts with the payment provider and the public address configured, and no mock', () => {
      const config = loadConfig(production);
      expect(config.mercadoPago).toEqual({
        apiUrl: 'https://api.mercadopago.example',
        accessToken: 'APP_USR-real-token',
        webhookSecret: 'real-secret',
        isMock: false,
        interestFreePricingId: null,
      });
      expect(config.mockServer).toEqual({ mercadoPago: false, viaCep: false, nominatim: false });
      expect(config.publicUrl).toBe('https://celebra.example');
    });

    it.each(Object.keys(production).filter((name) => name !== 'NODE_ENV'))(
      'stops without %s, naming it, and without falling back to a built-in value',
      (name) => {
        const env: Record<string, string> = { ...production };
        delete env[name];
        expect(() => loadConfig(env)).toThrow(ConfigError);
        expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: is required when NODE_ENV=production`));
        // Blank counts as missing, as everywhere else.
        expect(() => loadConfig({ ...env, [name]: '  ' })).toThrow(new RegExp(`${name}: is required`));
      },
    );

    it('stops `npm start` before anything starts, with exit code 1 and the variables named', async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-production-'));
      try {
        const { PATH, HOME } = process.env;
        const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
          cwd: path.join(REPO_ROOT, 'server'),
          env: { PATH, HOME, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' },
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(run.status).toBe(1);
        expect(run.stderr).toContain('MERCADOPAGO_WEBHOOK_SECRET: is required when NODE_ENV=production');
        expect(run.stderr).toContain('PUBLIC_URL: is required when NODE_ENV=production');
        // Nothing was started nor written: no database, no demo.
        expect(await readdir(dataDir)).toEqual([]);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    });

    it('names every missing variable at once', () => {
      let message = '';
      try {
        loadConfig({ NODE_ENV: 'production' });
      } catch (error) {
        message = String(error);
      }
      for (const name of [
        'MERCADOPAGO_API_URL',
        'MERCADOPAGO_ACCESS_TOKEN',
        'MERCADOPAGO_WEBHOOK_SECRET',
        'PUBLIC_URL',
      ])
        expect(message).toContain(`${name}: is required when NODE_ENV=production`);
    });

    it("refuses the demo's published Mercado Pago credentials, without echoing them", () => {
      const demo = loadConfig({}).mercadoPago;
      let message = '';
      try {
        loadConfig({
          ...production,
          MERCADOPAGO_ACCESS_TOKEN: demo.accessToken,
          MERCADOPAGO_WEBHOOK_SECRET: demo.webhookSecret,
        });
      } catch (error) {
        message = String(error);
      }
      expect(message).toMatch(/MERCADOPAGO_ACCESS_TOKEN: is the demo token/);
      expect(message).toMatch(/MERCADOPAGO_WEBHOOK_SECRET: is the demo secret/);
      expect(message).not.toContain(demo.accessToken);
      expect(message).not.toContain(demo.webhookSecret);
    });

    it('never seeds the demo: SEED=auto on the embedded database does not, SEED=demo stops the start', () => {
      expect(loadConfig({ ...production, SEED: 'auto' }).shouldSeed).toBe(false);
      expect(loadConfig(production).shouldSeed).toBe(false);
      expect(() => loadConfig({ ...production, SEED: 'demo' })).toThrow(
        /SEED: the demo .* is never seeded in production/,
      );
    });
  });

  it('keeps the mock Mercado Pago credentials as the default in development and test only', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const { mercadoPago } = loadConfig({ NODE_ENV });
      expect(mercadoPago.isMock).toBe(true);
      expect(mercadoPago.apiUrl).toBeNull();
    }
  });

  it('seeds the demo on the embedded database only, unless SEED=demo', () => {
    const external = { DATABASE_URL: 'postgres://u:p@db:5432/celebra' };
    expect(loadConfig(external).shouldSeed).toBe(false);
    expect(loadConfig({ ...external, SEED: 'demo' }).shouldSeed).toBe(true);
    expect(loadConfig({ SEED: 'none' }).shouldSeed).toBe(false);
  });

  it('takes a relative DATA_DIR from where npm was started and treats empty values as unset', () => {
    const config = loadConfig({ DATA_DIR: 'meus-dados', INIT_CWD: '/srv/celebra', PORT: '' });

    expect(config.dataDir).toBe('/srv/celebra/meus-dados');
    expect(config.port).toBe(3000);
  });

  it('derives the app addresses from PUBLIC_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://celebra.com.br/' });

    expect(config.appUrls).toEqual({
      admin: 'https://admin.celebra.com.br',
      users: 'https://users.celebra.com.br',
      site: 'https://site.celebra.com.br',
    });
  });

  it('documents every variable it reads', () => {
    const names = CONFIG_VARIABLES.map((variable) => variable.name);
    expect(names).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'SEED', 'SESSION_TTL_HOURS', 'LOG_LEVEL']),
    );
  });
});

describe('MERCADOPAGO_INTEREST_FREE_PRICING_ID', () => {
  it('is the interest-free pricing id, a positive whole number, or none', () => {
    expect(
      loadConfig({ MERCADOPAGO_INTEREST_FREE_PRICING_ID: '4321' }).mercadoPago.interestFreePricingId,
    ).toBe(4321);
    expect(loadConfig({}).mercadoPago.interestFreePricingId).toBeNull();
    expect(() => loadConfig({ MERCADOPAGO_INTEREST_FREE_PRICING_ID: 'abc' })).toThrow(ConfigError);
  });
});

describe('README', () => {
  it('documents every configuration variable', async () => {
    const readme = await readFile(path.join(REPO_ROOT, 'README.md'), 'utf8');
    for (const variable of CONFIG_VARIABLES) expect(readme).toContain(`| \`${variable.name}\` |`);
  });
});

describe('SUPPORT_WHATSAPP', () => {
  it("is the support chat's Brazilian number in E.164 digits, or none (the host app then shows no link)", () => {
    expect(loadConfig({ SUPPORT_WHATSAPP: '5511999998888' }).supportWhatsapp).toBe('5511999998888');
    expect(loadConfig({ SUPPORT_WHATSAPP: '551133334444' }).supportWhatsapp).toBe('551133334444');
    expect(loadConfig({}).supportWhatsapp).toBeNull();
    expect(loadConfig({ SUPPORT_WHATSAPP: ' ' }).supportWhatsapp).toBeNull();
  });

  it('refuses to start on a number that is not one, naming the variable', () => {
    for (const bad of ['+55 (11) 99999-8888', '11999998888', '5511999', '14155552671', '5501999998888']) {
      expect(() => loadConfig({ SUPPORT_WHATSAPP: bad })).toThrow(
        /SUPPORT_WHATSAPP: must be a Brazilian phone/,
      );
    }
  });
});
