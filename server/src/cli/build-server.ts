/**
 * `npm start`'s server step: bundles src/main.ts and the workspace packages it imports
 * (@celebra/shared, @celebra/mock-server) into dist/main.js, in well under a second, so the server
 * runs as plain JavaScript: about 50 MB less resident memory than through tsx's loader, no
 * transpiling at start. Installed packages stay outside the bundle and load from node_modules.
 *
 *   node --import tsx server/src/cli/build-server.ts
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { REPO_ROOT } from '../paths';

const DIST = path.join(REPO_ROOT, 'server', 'dist');
export const SERVER_BUNDLE = path.join(DIST, 'main.js');

export async function buildServer(): Promise<void> {
  await build({
    // Beside the server, `npm run db:migrate` as dist/migrate.js: a production image has neither tsx
    // nor the TypeScript sources, and a release step migrates with `node server/dist/migrate.js`.
    entryPoints: {
      main: path.join(REPO_ROOT, 'server', 'src', 'main.ts'),
      migrate: path.join(REPO_ROOT, 'server', 'src', 'cli', 'migrate.ts'),
    },
    outdir: DIST,
    bundle: true,
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
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  await buildServer();
  console.log(`Server bundled in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
