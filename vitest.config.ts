import { defineConfig } from 'vitest/config';

// One test run for the whole repo: each workspace with tests is a project of its own.
export default defineConfig({
  test: {
    projects: ['shared', 'ui', 'server', 'mock-server', 'guest', 'host', 'admin'],
  },
});
