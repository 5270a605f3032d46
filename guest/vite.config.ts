import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API and the uploaded media live on the server; in development and preview they are proxied
// so the app calls its own origin, as it does when the server serves the build.
const API_SERVER = 'http://localhost:3000';
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
      // lets it drop the admin and host parts of its barrels that the guest site never imports.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]shared[\\/]src[\\/]/.test(id),
      },
    },
  },
});
