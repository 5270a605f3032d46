import { defineConfig } from 'vitest/config';

// `npm run test:faults` (also run by .ci/run): the server as `npm start` runs it, killed, cut off
// from its database and stopped in the middle of traffic. Each file starts its own processes and
// PostgreSQL; they run one after the other (2 cores), bounded well under three minutes.
export default defineConfig({
  test: {
    name: 'faults',
    include: ['test/faults/**/*.fault.ts'],
    environment: 'node',
    fileParallelism: false,
    globalSetup: ['test/faults/build-server.setup.ts'],
    testTimeout: 150_000,
    hookTimeout: 60_000,
  },
});
