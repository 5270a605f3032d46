import { defineConfig } from 'vitest/config';

// `npm run test:soak` (not in .ci/run: it runs for minutes): two server processes on one
// database under mixed traffic, bounded to five minutes in all.
export default defineConfig({
  test: {
    name: 'soak',
    include: ['test/soak/**/*.soak.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 330_000,
    hookTimeout: 60_000,
  },
});
