import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component tests with Testing Library in a simulated DOM; the data provider is a fake in
// component tests, and the data provider's own tests answer through a fake fetch.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'admin',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
