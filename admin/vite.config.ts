import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API and the uploaded media live on the server; in development and preview they are proxied
// so the back office calls its own origin, as it does when the server serves the build.
// API_PROXY_TARGET points them at a server on another port (screenshots, a second instance).
const API_SERVER = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: API_SERVER, changeOrigin: true },
  '/media': { target: API_SERVER, changeOrigin: true },
};

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      // @celebra/shared is plain declarations (zod schemas, pure helpers): telling the bundler so
      // lets it drop the host and guest parts of its barrels that the back office never imports.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]shared[\\/]src[\\/]/.test(id),
      },
    },
  },
});
