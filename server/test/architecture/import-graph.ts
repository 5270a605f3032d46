import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Each source file (a path relative to the source root, with `/`) and the files it imports. */
export type ImportGraph = Map<string, string[]>;

/** A named layer: the files under any of its path prefixes (a folder ending in `/`, or a file). */
export type Layer = { name: string; paths: readonly string[] };

export type Violation = { from: string; to: string; rule: string };

/**
 * The relative import specifiers of one file's text: static and dynamic imports and re-exports,
 * type-only ones too, as TypeScript's own scanner finds them (so an import written in a comment
 * or a string does not count). Package imports (`@celebra/shared`, `fastify`) are not the
 * server's layers.
 */
export function relativeImports(source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((file) => file.fileName)
    .filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'));
}

/** Every `.ts` file under `root`, read and resolved into the graph of its relative imports. */
export function readImportGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of listSources(root)) {
    const imports = relativeImports(readFileSync(file, 'utf8')).map((specifier) => {
      const target = resolveImport(path.dirname(file), specifier);
      if (!target) throw new Error(`${path.relative(root, file)}: cannot resolve '${specifier}'`);
      return toKey(root, target);
    });
    graph.set(toKey(root, file), imports);
  }
  return graph;
}

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listSources(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveImport(dir: string, specifier: string): string | undefined {
  const base = path.resolve(dir, specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function toKey(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

function isUnder(file: string, prefix: string): boolean {
  return prefix.endsWith('/') ? file.startsWith(prefix) : file === prefix;
}

/**
 * The index of the layer holding `file`: the longest matching prefix wins, so `db/seed/` can sit
 * in another layer than the rest of `db/`. Undefined for a file no layer names.
 */
export function layerOf(layers: readonly Layer[], file: string): number | undefined {
  let best: { index: number; length: number } | undefined;
  layers.forEach((layer, index) => {
    for (const prefix of layer.paths) {
      if (isUnder(file, prefix) && (!best || prefix.length > best.length))
        best = { index, length: prefix.length };
    }
  });
  return best?.index;
}

/** Files no layer names: a new top-level folder must be given its place. */
export function unlayeredFiles(graph: ImportGraph, layers: readonly Layer[]): string[] {
  return [...graph.keys()].filter((file) => layerOf(layers, file) === undefined);
}

/** Imports from a layer to a higher one (the layers are listed from the bottom up). */
export function upwardImports(graph: ImportGraph, layers: readonly Layer[]): Violation[] {
  const violations: Violation[] = [];
  for (const [from, imports] of graph) {
    const fromLayer = layerOf(layers, from);
    for (const to of imports) {
      const toLayer = layerOf(layers, to);
      if (fromLayer === undefined || toLayer === undefined || toLayer <= fromLayer) continue;
      const rule = `${layers[fromLayer]?.name} must not import ${layers[toLayer]?.name}`;
      violations.push({ from, to, rule });
    }
  }
  return violations;
}

/**
 * Imports of the files under `guarded` (a folder ending in `/`, or a file) from anywhere but
 * the files under `allowed` and the guarded folder itself.
 */
export function importsInto(
  graph: ImportGraph,
  guarded: string,
  allowed: readonly string[],
  rule: string,
): Violation[] {
  const violations: Violation[] = [];
  for (const [from, imports] of graph) {
    if (isUnder(from, guarded) || allowed.some((prefix) => isUnder(from, prefix))) continue;
    for (const to of imports) if (isUnder(to, guarded)) violations.push({ from, to, rule });
  }
  return violations;
}

/**
 * The import cycles: each strongly connected component of more than one file (or a file importing
 * itself), its files sorted. Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;

  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; next: number }[] = [{ file: start, next: 0 }];
    index.set(start, counter);
    lowLink.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { file: string; next: number };
      const imports = graph.get(frame.file) ?? [];
      if (frame.next < imports.length) {
        const to = imports[frame.next++] as string;
        if (!index.has(to)) {
          index.set(to, counter);
          lowLink.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ file: to, next: 0 });
        } else if (onStack.has(to)) {
          lowLink.set(frame.file, Math.min(lowLink.get(frame.file) as number, index.get(to) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) {
        lowLink.set(
          parent.file,
          Math.min(lowLink.get(parent.file) as number, lowLink.get(frame.file) as number),
        );
      }
      if (lowLink.get(frame.file) !== index.get(frame.file)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.file);
      const selfImport = (graph.get(frame.file) ?? []).includes(frame.file);
      if (component.length > 1 || selfImport) cycles.push(component.sort());
    }
  }
  return cycles;
}
