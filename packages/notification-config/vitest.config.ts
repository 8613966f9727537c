import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@org/notification-config',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 10_000,
  },
});
