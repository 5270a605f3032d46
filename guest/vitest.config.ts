import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component tests with Testing Library in a simulated DOM; the API is mocked at the fetch level.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'guest',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // Whole pages of MUI in a simulated DOM: slower than unit tests.
    testTimeout: 20_000,
  },
});
