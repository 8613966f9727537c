import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@org/tools:chromium',
    environment: 'node',
    // Pages bundled as users bundle them, served on 127.0.0.1 and run in Chromium (`split-page.ts`): a task of
    // their own, which Nx runs beside the other tests instead of after them.
    include: ['src/**/*.chromium.test.ts'],
  },
});
