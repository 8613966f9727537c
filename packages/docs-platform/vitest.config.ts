import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@org/docs-platform',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 10_000,
  },
});
