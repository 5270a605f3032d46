/**
 * Bundles `npm run db:migrate` (server/src/cli/migrate.ts) into server/dist/migrate.js, the way
 * server/src/cli/build-server.ts bundles the server: the workspace packages inside, installed
 * packages left external. The production image has neither tsx nor the TypeScript sources, so a
 * release step migrates with `node server/dist/migrate.js`. Beside main.js, so that the bundle's
 * '../../' still finds the repository (server/src/paths.ts) and with it server/drizzle.
 *
 *   node deploy/build-migrate.mjs
 */
import { build } from 'esbuild';

const root = new URL('../', import.meta.url);

await build({
  entryPoints: [new URL('server/src/cli/migrate.ts', root).pathname],
  outfile: new URL('server/dist/migrate.js', root).pathname,
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
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
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
