import { defineProject } from 'vitest/config';

// Integration tests against a real PostgreSQL: global-setup starts one embedded cluster for the
// run and migrates a template database; each test file clones its own database from it.
//
// Isolation off: a worker keeps one module graph for all the files it runs, so the app
// (src/app.ts and its ~500 modules: Fastify, Drizzle, the AWS SDK, pg-boss...) is imported once per
// worker rather than once per file, which was most of the project's time. Each file still builds
// its own app on its own database (test/helpers/build.ts); the code keeps no state in modules that
// one app could leak to another (caches are keyed by database handle or file, metrics by app), and
// vitest restores spies after each file. A file that mocks a module (vi.mock) must reset the
// registry and import what uses it afresh, as test/security/guess-races.test.ts does.
export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
