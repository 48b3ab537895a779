import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Real-tool tier and e2e spawn processes: keep parallelism modest on 2-core machines.
    maxWorkers: 2,
  },
});
