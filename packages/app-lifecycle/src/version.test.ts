import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { appLifecycleService } from './service.js';
import { version } from './version.js';

it('reports the version of package.json', () => {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  expect(version).toBe(manifest.version);
  expect(appLifecycleService.version).toBe(manifest.version);
});
