import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@org/tour',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.browser.test.ts'],
    testTimeout: 30_000,
  },
});
