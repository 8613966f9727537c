import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@org/error-reporting',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 10_000,
  },
});
