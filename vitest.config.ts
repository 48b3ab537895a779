import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // `import css from './x.css?raw'` (the dashboard's stylesheets) must read the file: vitest empties
    // CSS imports unless they are included here.
    css: { include: [/\.css($|\?)/] },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Real-tool tier and e2e spawn processes: keep parallelism modest on 2-core machines.
    maxWorkers: 2,
  },
});
