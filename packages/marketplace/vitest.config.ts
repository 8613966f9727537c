import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@org/marketplace',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 10_000,
  },
});
