import { defineProject } from 'vitest/config';

// The stand-ins on their own: each test file starts a mock server on a free port.
export default defineProject({
  test: {
    name: 'mock-server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
