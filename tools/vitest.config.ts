import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@org/tools',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
