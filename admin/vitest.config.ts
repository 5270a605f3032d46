import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);
const reactRouterDir = dirname(require.resolve('react-router/package.json'));

// Component tests with Testing Library in a simulated DOM; the data provider is a fake in
// component tests, and the data provider's own tests answer through a fake fetch.
export default defineProject({
  plugins: [react()],
  resolve: {
    // react-router ships a CommonJS and an ES build; the app and react-admin (which imports it
    // through react-router-dom) must share one, or react-admin's router is invisible to the app.
    alias: [{ find: /^react-router$/, replacement: join(reactRouterDir, 'dist/development/index.mjs') }],
  },
  test: {
    name: 'admin',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // Above the setup's 20 s wait for what a screen shows, so a test that waits twice can finish.
    testTimeout: 45_000,
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'react-admin',
            'ra-core',
            'ra-ui-materialui',
            'ra-i18n-polyglot',
            'react-router',
            'react-router-dom',
            '@mui/material',
            // @celebra/ui imports MUI's components one by one: bundled in the same pass as the
            // barrel, they share one modal manager, so a dialog opened over a modal takes the focus.
            '@mui/material/*',
            'react-hook-form',
            // Pre-bundled with react-admin, or react-admin's copy would hold its own QueryClient
            // context and the screens' `useQuery` would not find the provider react-admin renders.
            '@tanstack/react-query',
          ],
        },
      },
    },
  },
});
