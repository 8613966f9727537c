import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@org/event-trigger',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 10_000,
  },
});
