import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component tests with Testing Library in a simulated DOM; the API is mocked at the fetch level.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'host',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
