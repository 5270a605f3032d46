import { defineProject } from 'vitest/config';

// Integration tests against a real PostgreSQL: global-setup starts one embedded cluster for the
// run and migrates a template database; each test file clones its own database from it.
export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
