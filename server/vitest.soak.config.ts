import { defineConfig } from 'vitest/config';

// `npm run test:soak` (also run by .ci/run, ≈ 4½ minutes): two server processes on one
// database under mixed traffic, bounded to five minutes in all.
export default defineConfig({
  test: {
    name: 'soak',
    include: ['test/soak/**/*.soak.ts'],
    environment: 'node',
    fileParallelism: false,
    globalSetup: ['test/faults/build-server.setup.ts'],
    testTimeout: 330_000,
    hookTimeout: 60_000,
  },
});
