import { readFile } from 'node:fs/promises';
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

  it('refuses object storage until it exists, rather than pretending', () => {
    expect(() => loadConfig({ STORAGE_URL: 's3://bucket/media' })).toThrow(
      /STORAGE_URL: object storage is not supported yet/,
    );
    expect(loadConfig({ STORAGE_URL: 'file:///srv/media' }).storage.dir).toBe('/srv/media');
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

describe('README', () => {
  it('documents every configuration variable', async () => {
    const readme = await readFile(path.join(REPO_ROOT, 'README.md'), 'utf8');
    for (const variable of CONFIG_VARIABLES) expect(readme).toContain(`| \`${variable.name}\` |`);
  });
});
