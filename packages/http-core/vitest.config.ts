import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The files that change process-wide state for their whole run: the global tracer provider, context manager and
 * propagator (`tracing.test.ts`), a mocked `@opentelemetry/api` whose failed import `tracing.ts` then remembers
 * (`tracing-absent.test.ts`), and the log level's variable with the logger's memory of levels it warned about
 * (`logger.test.ts`). Each runs in a worker of its own; every other file shares its worker's modules.
 */
const isolated = ['src/tracing.test.ts', 'src/tracing-absent.test.ts', 'src/logger.test.ts'];

export default defineConfig({
  // The package's own `#` import from its TypeScript source (its Node branch), as tsc resolves it.
  resolve: {
    alias: {
      '#fast-path': fileURLToPath(new URL('src/fast-path.ts', import.meta.url)),
      '#client-proxy': fileURLToPath(new URL('src/client-proxy.ts', import.meta.url)),
      '#tracing': fileURLToPath(new URL('src/tracing.ts', import.meta.url)),
      '#log-environment': fileURLToPath(new URL('src/log-environment.ts', import.meta.url)),
      '#attempt-trace': fileURLToPath(new URL('src/attempt-trace.ts', import.meta.url)),
      '#user-agent': fileURLToPath(new URL('src/user-agent.ts', import.meta.url)),
      '#error-inspect': fileURLToPath(new URL('src/error-inspect.ts', import.meta.url)),
      '#ky-loader': fileURLToPath(new URL('src/ky-loader.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 10_000,
    projects: [
      {
        extends: true,
        test: {
          name: '@org/http-core',
          // The files share their worker's modules instead of loading them again each: they keep no
          // module-level state, and the run costs a fraction of the CPU time.
          isolate: false,
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.browser.test.ts', ...isolated],
        },
      },
      { extends: true, test: { name: '@org/http-core:isolated', include: isolated } },
    ],
  },
});
