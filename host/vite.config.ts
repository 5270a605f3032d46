import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API and the uploaded media live on the server; in development and preview they are proxied
// so the app calls its own origin, as it does when the server serves the build. API_PROXY points
// the proxy at a server on another port.
const API_SERVER = process.env.API_PROXY || 'http://localhost:3000';
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
    // The one big chunk is the guest-list PDF (@react-pdf/renderer), loaded only by its button.
    chunkSizeWarningLimit: 1300,
    rolldownOptions: {
      // @celebra/shared is plain declarations (zod schemas, pure helpers): saying so lets the
      // bundler drop the admin and guest parts of its barrels that the host app never imports.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]shared[\\/]src[\\/]/.test(id),
      },
    },
  },
});
