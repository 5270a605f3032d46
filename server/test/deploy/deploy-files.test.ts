import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_HOST_PREFIXES } from '@celebra/shared/format';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES } from '../../src/config';
import { REPO_ROOT } from '../../src/paths';

// The deployment files name variables by hand: a misspelt or retired one is silently ignored by
// the server (it would run on a default), so each must be one the server or its tools read.
const SERVER_VARIABLES: ReadonlySet<string> = new Set(CONFIG_VARIABLES.map((variable) => variable.name));
// Read outside CONFIG_VARIABLES: the AWS SDK's credentials (STORAGE_URL's s3:// store).
const AWS_VARIABLES = new Set(['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']);
// Read by compose.yaml only, to configure its own services and the image's build arguments.
const COMPOSE_VARIABLES = new Set([
  'CELEBRA_HOST',
  'POSTGRES_PASSWORD',
  'MINIO_ROOT_USER',
  'MINIO_ROOT_PASSWORD',
  'S3_BUCKET',
  'VITE_MAP_TILE_URL',
  'VITE_MAP_ATTRIBUTION',
]);
const APP_SERVICES = ['app1', 'app2'];

type Service = { image?: string; environment?: Record<string, string>; profiles?: string[] };
type Compose = { services: Record<string, Service> };

const read = (file: string) => readFile(path.join(REPO_ROOT, file), 'utf8');

async function readCompose(): Promise<Compose> {
  return parse(await read('compose.yaml'), { merge: true }) as Compose;
}

/** The names an env file assigns (NAME=value lines; comments and blank lines skipped). */
function envFileNames(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.slice(0, line.indexOf('=')));
}

/** The stages of a Dockerfile, each as its instruction lines (continuations joined). */
function dockerStages(text: string): string[][] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: string[][] = [];
  for (const line of lines) {
    if (/^FROM\s/i.test(line)) stages.push([line]);
    else stages.at(-1)?.push(line);
  }
  return stages;
}

describe('compose.yaml', () => {
  it('runs two instances of the same image behind the proxy', async () => {
    const { services } = await readCompose();

    for (const name of APP_SERVICES) expect(services[name]?.image).toBe('celebra:latest');
    expect(services.proxy).toBeDefined();
    expect(services.postgres).toBeDefined();
  });

  it('gives the app services only variables the server or the AWS SDK reads', async () => {
    const { services } = await readCompose();
    const appServices = Object.entries(services).filter(([, service]) => service.image === 'celebra:latest');

    expect(appServices.map(([name]) => name)).toEqual(expect.arrayContaining(APP_SERVICES));
    for (const [name, service] of appServices) {
      const unknown = Object.keys(service.environment ?? {}).filter(
        (variable) => !SERVER_VARIABLES.has(variable) && !AWS_VARIABLES.has(variable),
      );
      expect(unknown, `${name}'s environment`).toEqual([]);
    }
  });

  it('runs production with an external database, an S3 store and SMTP', async () => {
    const { services } = await readCompose();
    const environment = services.app1?.environment ?? {};

    expect(environment.NODE_ENV).toBe('production');
    expect(environment.DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(environment.STORAGE_URL).toMatch(/^s3:\/\//);
    expect(environment.SMTP_URL).toBeTruthy();
    expect(environment.SEED).toBe('none');
  });

  it('takes every variable it interpolates from deploy/.env.example', async () => {
    const compose = await read('compose.yaml');
    const example = new Set(envFileNames(await read('deploy/.env.example')));
    // ${NAME}, ${NAME:-default}, ${NAME:?error}; $$NAME is a literal for the container's shell.
    const interpolated = [...compose.matchAll(/(?<!\$)\$\{([A-Z0-9_]+)/g)].map((match) => match[1]);

    expect(interpolated.length).toBeGreaterThan(0);
    expect(interpolated.filter((name) => !example.has(name as string))).toEqual([]);
  });
});

describe('deploy/.env.example', () => {
  it('names only variables the server, the AWS SDK or compose.yaml reads', async () => {
    const names = envFileNames(await read('deploy/.env.example'));
    const known = (name: string) =>
      SERVER_VARIABLES.has(name) || AWS_VARIABLES.has(name) || COMPOSE_VARIABLES.has(name);

    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !known(name))).toEqual([]);
  });
});

describe('docs/deploy.md', () => {
  it('documents every configuration variable', async () => {
    const guide = await read('docs/deploy.md');

    const missing = CONFIG_VARIABLES.map((variable) => variable.name).filter(
      (name) => !guide.includes(`\`${name}\``),
    );
    expect(missing).toEqual([]);
  });
});

describe('Dockerfile', () => {
  it('builds in stages and runs as a non-root user with a health check', async () => {
    const stages = dockerStages(await read('Dockerfile'));
    const runtime = stages.at(-1) ?? [];
    const user = runtime.findLast((line) => /^USER\s/i.test(line))?.split(/\s+/)[1];

    expect(stages.length).toBeGreaterThan(1);
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user?.split(':')[0]);
    expect(runtime.some((line) => /^HEALTHCHECK\s.*\/api\/health/i.test(line))).toBe(true);
    expect(runtime).toContain('STOPSIGNAL SIGTERM');
    expect(runtime).toContain('EXPOSE 3000');
    expect(runtime.some((line) => line.includes('server/dist/main.js'))).toBe(true);
  });
});

describe('deploy/Caddyfile', () => {
  it('sends the site and its three apps to both instances, checking readiness', async () => {
    const caddyfile = await read('deploy/Caddyfile');

    for (const prefix of Object.values(APP_HOST_PREFIXES))
      expect(caddyfile).toContain(`${prefix}.{$CELEBRA_HOST}`);
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000/);
    expect(caddyfile).toContain('health_uri /api/ready');
  });
});
