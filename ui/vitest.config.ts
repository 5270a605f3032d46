import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component tests with Testing Library in a simulated DOM.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'ui',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
