import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@org/webhooks',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 10_000,
  },
});
