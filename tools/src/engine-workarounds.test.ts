import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listServicePackages } from './release/workspace-packages.js';
import { engineWorkarounds } from './engine-workarounds.js';
import { findWorkspaceRoot } from './workspace-root.js';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('engineWorkarounds', () => {
  it('no service package passes its own fetch, wraps hooks or re-binds a cast client', () => {
    const root = findWorkspaceRoot(import.meta.dirname);
    const services = listServicePackages(root);
    expect(services.length).toBe(10);
    for (const pkg of services) expect({ pkg: pkg.name, found: engineWorkarounds(pkg.dir) }).toEqual({ pkg: pkg.name, found: [] });
  });

  it('finds each kind of workaround in shipped sources, and ignores the fake, tests and comments', () => {
    dir = mkdtempSync(join(tmpdir(), 'workarounds-'));
    mkdirSync(join(dir, 'src', 'testing'), { recursive: true });
    writeFileSync(
      join(dir, 'src', 'client.ts'),
      [
        'const a = createClient(service, { fetch: wrapped });',
        'const b = { hooks: { ...hooks, beforeError: fill } };',
        'const c = createClient(service, options) as unknown as Record<string, unknown>;',
        '// fetch: mentioned in a comment',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'src', 'client.test.ts'), 'createClient(service, { fetch: stub });');
    writeFileSync(join(dir, 'src', 'testing', 'fake.ts'), 'createClient(service, { fetch: stub });');
    expect(engineWorkarounds(dir).map((found) => [found.file, found.line, found.what])).toEqual([
      [join('src', 'client.ts'), 1, 'passes a fetch of its own'],
      [join('src', 'client.ts'), 2, 'wraps or replaces the hooks'],
      [join('src', 'client.ts'), 2, 'defines a beforeError hook'],
      [join('src', 'client.ts'), 3, 'casts the client to re-bind its methods'],
    ]);
  });
});
