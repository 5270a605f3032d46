import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  type ImportGraph,
  importCycles,
  importsInto,
  type Layer,
  readImportGraph,
  relativeImports,
  unlayeredFiles,
  upwardImports,
} from './import-graph';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/**
 * The server's layers, from the bottom up: a file imports its own layer or lower ones, never a
 * higher one. Routes map the contract to domain calls; the domain (and the services beside it)
 * knows nothing of routes, plugins or the app; the seed is start-up's, above everything it fills.
 */
export const SERVER_LAYERS: readonly Layer[] = [
  { name: 'base', paths: ['config.ts', 'paths.ts', 'logger.ts', 'heap-growth.ts', 'html/'] },
  { name: 'database and HTTP primitives', paths: ['db/', 'http/'] },
  // What serves reads without recomputing them (read-model/README.md): it stands on db/ alone,
  // and the domain, the session checks, the plugins and the routes read through it.
  { name: 'read model', paths: ['read-model/'] },
  {
    name: 'domain and services',
    paths: ['domain/', 'auth/', 'mail/', 'media/', 'storage/', 'geo/', 'payments/', 'metrics/', 'queue/'],
  },
  { name: 'plugins and pages', paths: ['plugins/', 'apps/'] },
  { name: 'routes', paths: ['routes/'] },
  { name: 'app', paths: ['app.ts'] },
  // The background jobs run beside the app, not inside it: main.ts starts them with the app it
  // built, and they call the domain as the routes do.
  { name: 'jobs', paths: ['jobs/'] },
  { name: 'start-up', paths: ['main.ts', 'cli/', 'db/seed/'] },
];

const ROUTES_ONLY = 'nothing outside routes/ imports routes/';
const SEED_AT_START_UP = 'db/seed is used only by start-up (main.ts, cli/) and tests';

/** Every rule at once, as the failure message lists them. */
function breaches(graph: ImportGraph, layers: readonly Layer[]) {
  return {
    unlayered: unlayeredFiles(graph, layers),
    upward: upwardImports(graph, layers),
    intoRoutes: importsInto(graph, 'routes/', ['app.ts'], ROUTES_ONLY),
    intoSeed: importsInto(graph, 'db/seed/', ['main.ts', 'cli/'], SEED_AT_START_UP),
    cycles: importCycles(graph),
  };
}

describe('the server import graph', () => {
  const graph = readImportGraph(SRC);

  it('reads the whole source tree', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get('app.ts')).toContain('routes/index.ts');
  });

  it('keeps every file in a layer and every import pointing downwards', () => {
    const { unlayered, upward } = breaches(graph, SERVER_LAYERS);
    expect(unlayered).toEqual([]);
    expect(upward).toEqual([]);
  });

  it('lets only the app import routes/, and only start-up import the seed', () => {
    const { intoRoutes, intoSeed } = breaches(graph, SERVER_LAYERS);
    expect(intoRoutes).toEqual([]);
    expect(intoSeed).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(breaches(graph, SERVER_LAYERS).cycles).toEqual([]);
  });
});

describe('the import checker', () => {
  const layers: Layer[] = [
    { name: 'low', paths: ['db/'] },
    { name: 'middle', paths: ['domain/'] },
    { name: 'high', paths: ['routes/', 'app.ts'] },
    { name: 'top', paths: ['main.ts', 'db/seed/'] },
  ];
  const clean: ImportGraph = new Map([
    ['app.ts', ['routes/index.ts']],
    ['routes/index.ts', ['domain/event/find-event.ts']],
    ['domain/event/find-event.ts', ['db/client.ts']],
    ['db/client.ts', []],
    ['db/seed/index.ts', ['db/client.ts', 'domain/event/find-event.ts']],
    ['main.ts', ['db/seed/index.ts', 'app.ts']],
  ]);
  const adding = (from: string, to: string): ImportGraph =>
    new Map([...clean].map(([file, imports]) => [file, file === from ? [...imports, to] : imports]));

  it('finds the relative imports of a source text, static, dynamic and re-exports, not in comments', () => {
    const source = [
      "import { a } from '../a';",
      "import type { B } from './b';",
      "export { c } from './c/index';",
      "import './d';",
      "const e = await import('../e');",
      "import { z } from 'zod';",
      "// import { f } from './in-a-comment';",
      'const g = "import { h } from \'./in-a-string\'";',
    ].join('\n');
    expect(relativeImports(source)).toEqual(['../a', './b', './c/index', './d', '../e']);
  });

  it('passes a graph that keeps the rules', () => {
    expect(breaches(clean, layers)).toEqual({
      unlayered: [],
      upward: [],
      intoRoutes: [],
      intoSeed: [],
      cycles: [],
    });
  });

  it('reports an import from a lower layer to a higher one', () => {
    expect(breaches(adding('db/client.ts', 'domain/event/find-event.ts'), layers).upward).toEqual([
      { from: 'db/client.ts', to: 'domain/event/find-event.ts', rule: 'low must not import middle' },
    ]);
  });

  it('places db/seed by its longer prefix, above the rest of db/', () => {
    expect(breaches(adding('db/client.ts', 'db/seed/index.ts'), layers).upward).toEqual([
      { from: 'db/client.ts', to: 'db/seed/index.ts', rule: 'low must not import top' },
    ]);
  });

  it('reports an import of routes/ from outside it, even from a higher layer', () => {
    expect(breaches(adding('main.ts', 'routes/index.ts'), layers).intoRoutes).toEqual([
      { from: 'main.ts', to: 'routes/index.ts', rule: ROUTES_ONLY },
    ]);
  });

  it('reports an import of the seed from anywhere but start-up', () => {
    expect(breaches(adding('app.ts', 'db/seed/index.ts'), layers).intoSeed).toEqual([
      { from: 'app.ts', to: 'db/seed/index.ts', rule: SEED_AT_START_UP },
    ]);
  });

  it('reports a file no layer names', () => {
    expect(breaches(new Map([...clean, ['stray.ts', []]]), layers).unlayered).toEqual(['stray.ts']);
  });

  it('reports a cycle with its files, within a layer too', () => {
    const looped = adding('db/client.ts', 'db/client.ts');
    expect(importCycles(looped)).toEqual([['db/client.ts']]);
    const graph: ImportGraph = new Map([
      ['domain/a.ts', ['domain/b.ts']],
      ['domain/b.ts', ['domain/c.ts']],
      ['domain/c.ts', ['domain/a.ts', 'db/client.ts']],
      ['db/client.ts', []],
    ]);
    expect(importCycles(graph)).toEqual([['domain/a.ts', 'domain/b.ts', 'domain/c.ts']]);
  });
});
