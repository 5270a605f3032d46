/**
 * `npm start`'s server step: bundles src/main.ts and the workspace packages it imports
 * (@celebra/shared, @celebra/mock-server) into dist/main.js, in well under a second, so the server
 * runs as plain JavaScript: about 50 MB less resident memory than through tsx's loader, no
 * transpiling at start. Installed packages stay outside the bundle and load from node_modules.
 *
 *   node --import tsx server/src/cli/build-server.ts
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { REPO_ROOT } from '../paths';

const DIST = path.join(REPO_ROOT, 'server', 'dist');
export const SERVER_BUNDLE = path.join(DIST, 'main.js');

/** Bundles into `outdir` (dist/ by default); the metafile says which file imports what. */
export async function buildServer(outdir = DIST): Promise<Metafile> {
  // Chunks are named by their content: those of an earlier build would pile up.
  const earlier = await readdir(outdir).catch(() => [] as string[]);
  await Promise.all(
    earlier
      .filter((name) => name.startsWith('chunk-'))
      .map((name) => rm(path.join(outdir, name), { force: true })),
  );
  const { metafile } = await build({
    // Beside the server, `npm run db:migrate` as dist/migrate.js: a production image has neither tsx
    // nor the TypeScript sources, and a release step migrates with `node server/dist/migrate.js`.
    entryPoints: {
      main: path.join(REPO_ROOT, 'server', 'src', 'main.ts'),
      migrate: path.join(REPO_ROOT, 'server', 'src', 'cli', 'migrate.ts'),
    },
    outdir,
    bundle: true,
    metafile: true,
    // A lazily imported workspace package (the mock-server of demo mode) becomes a chunk of its
    // own, loaded only when imported: its packages (qrcode...) are development dependencies that
    // a production install leaves out, and a single file would import them at start.
    splitting: true,
    // Beside main.js, never in a subfolder: paths.ts finds the repository from its own address.
    chunkNames: 'chunk-[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'installed-packages-stay-external',
        setup(builder) {
          // A bare import is a package: ours (TypeScript sources) are bundled, the rest is not. A
          // package's own `#` import (shared's choice of a build for Node or the browser) is
          // resolved here, where its package.json is known, and bundled with what it names.
          builder.onResolve({ filter: /^[^./#]/ }, (args) =>
            args.path.startsWith('@celebra/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    // Packages written as CommonJS call require(); an ES module bundle has none of its own.
    banner: {
      js: "import { createRequire as celebraCreateRequire } from 'node:module'; const require = celebraCreateRequire(import.meta.url);",
    },
  });
  return metafile;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  await buildServer();
  console.log(`Server bundled in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
