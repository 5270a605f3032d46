import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig, type Plugin } from 'vite';

// The API and the uploaded media live on the server; in development and preview they are proxied
// so the app calls its own origin, as it does when the server serves the build.
const API_SERVER = 'http://localhost:3000';
const proxy = {
  '/api': { target: API_SERVER, changeOrigin: true },
  '/media': { target: API_SERVER, changeOrigin: true },
};

/**
 * The one web font of the first view (the headings' Lora 600, latin: common/theme.ts) preloaded
 * from index.html: otherwise the browser only asks for it once a heading has rendered, and the
 * title is shown in the fallback font first, then swapped.
 */
function preloadFirstViewFont(): Plugin {
  return {
    name: 'celebra:preload-first-view-font',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((name) =>
          /lora-latin-600-normal-[\w-]+\.woff2$/.test(name),
        );
        if (!font) return [];
        const attrs = { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${font}` };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}

// Every `import 'zod'` gets zod with its settings applied first (src/zod.ts).
const zodWithSettings = { find: /^zod$/, replacement: fileURLToPath(new URL('src/zod.ts', import.meta.url)) };

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [react(), preloadFirstViewFont()],
  resolve: { alias: [zodWithSettings] },
  // The server's render of the first view (src/entry-server.tsx, `vite build --ssr`): one file
  // with everything it imports, so the server loads it without resolving the site's packages.
  ssr: { noExternal: true },
  server: { proxy },
  preview: { proxy },
  build: isSsrBuild ? serverBuild : siteBuild,
}));

/**
 * The server's render (`vite build --ssr src/entry-server.tsx`): a module the server imports
 * (server/src/apps/guest-first-view.ts).
 */
const serverBuild: BuildEnvironmentOptions = {
  outDir: 'dist-server',
  copyPublicDir: false,
  emptyOutDir: true,
  // Each of the page's lazily loaded parts, as one file: the server renders the first view only.
  rolldownOptions: { output: { codeSplitting: false } },
};

const siteBuild: BuildEnvironmentOptions = {
  // No <link rel="modulepreload"> added for a lazy chunk's imports when it is asked for: after
  // the first render, appending them took a long task of its own on a phone (tens of ms at 4×
  // CPU); each chunk asks for what it imports as it arrives instead.
  modulePreload: false,
  outDir: 'dist',
  emptyOutDir: true,
  assetsDir: 'assets',
  rolldownOptions: {
    // The site (index.html), and the loader an event's page uses in its place, which asks for
    // the site's script once the first view the server wrote has painted (src/load-after-paint.ts).
    input: {
      index: fileURLToPath(new URL('index.html', import.meta.url)),
      'load-after-paint': fileURLToPath(new URL('src/load-after-paint.ts', import.meta.url)),
    },
    // @celebra/shared is plain declarations (zod schemas, pure helpers): telling the bundler so
    // lets it drop the admin and host parts of its barrels that the guest site never imports.
    treeshake: {
      moduleSideEffects: (id: string) => !/[\\/]shared[\\/]src[\\/]/.test(id),
    },
    output: {
      // What the entry imports statically (the first view's code) in one file. Left to itself,
      // the bundler splits it by which later chunks share each module: nine files, which a phone
      // fetches over at most six connections, one more round trip before anything shows.
      // The loader (and the early taps' listener it carries) is an entry of its own and stays out
      // of it: it must not import the site.
      codeSplitting: {
        groups: [
          {
            name: 'first-view',
            tags: ['$initial'],
            test: (id) => !/[\\/]src[\\/](load-after-paint|early-taps)\.ts$/.test(id),
          },
        ],
      },
    },
  },
};
