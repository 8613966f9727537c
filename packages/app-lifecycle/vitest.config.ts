import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@org/app-lifecycle',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 10_000,
  },
});
