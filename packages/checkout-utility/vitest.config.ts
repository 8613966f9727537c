import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@org/checkout-utility',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 10_000,
  },
});
