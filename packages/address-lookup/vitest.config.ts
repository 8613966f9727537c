import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@org/address-lookup',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.browser.test.ts'],
    testTimeout: 10_000,
  },
});
