import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findServiceVersion, writeServiceVersion } from './service-version.js';
import { syncServiceVersions } from './sync-service-versions.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes a package with the given source files under a fresh workspace; returns the package directory. */
function fixture(files: Record<string, string>, version = '1.2.0'): string {
  const root = mkdtempSync(join(tmpdir(), 'service-version-'));
  dirs.push(root);
  const dir = join(root, 'packages', 'demo');
  for (const [path, text] of Object.entries({ ...files, 'package.json': JSON.stringify({ name: '@org/demo', version }) })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const call = (version: string) => `import { defineService } from '@org/http-core';
export const demoService = defineService({ name: 'demo', packageName: '@org/demo', ${version}, groups: {} });
`;

describe('findServiceVersion', () => {
  it('finds an inline literal', () => {
    const dir = fixture({ 'src/service.ts': call("version: '1.1.0'") });
    expect(findServiceVersion(dir, '@org/demo')).toMatchObject({ file: join(dir, 'src/service.ts'), value: '1.1.0' });
  });

  it('follows a constant in the same file', () => {
    const dir = fixture({ 'src/service.ts': `export const VERSION = "1.1.0";\n${call('version: VERSION')}` });
    expect(findServiceVersion(dir, '@org/demo')).toMatchObject({ file: join(dir, 'src/service.ts'), value: '1.1.0' });
  });

  it('follows a shorthand property to an imported constant, renamed or not', () => {
    const shorthand = fixture({
      'src/version.ts': "/** Version. */\nexport const version = '1.1.0';\n",
      'src/service.ts': `import { version } from './version.js';\n${call('version')}`,
    });
    expect(findServiceVersion(shorthand, '@org/demo')).toMatchObject({ file: join(shorthand, 'src/version.ts'), value: '1.1.0' });
    const renamed = fixture({
      'src/meta/v.ts': "export const PACKAGE_VERSION = '1.1.0' as const;\n",
      'src/service.ts': `import { PACKAGE_VERSION as v } from './meta/v.js';\n${call('version: v')}`,
    });
    expect(findServiceVersion(renamed, '@org/demo')).toMatchObject({ file: join(renamed, 'src/meta/v.ts'), value: '1.1.0' });
  });

  it('ignores tests, test support and services of other packages; a package without a service has none', () => {
    const dir = fixture({
      'src/service.test.ts': call("version: '9.9.9'"),
      'src/test-support/fixture.ts': call("version: '9.9.9'"),
      'src/other.ts': call("version: '9.9.9'").replace("'@org/demo'", "'@org/other'"),
    });
    expect(findServiceVersion(dir, '@org/demo')).toBeUndefined();
  });

  it('throws when the version is computed', () => {
    const dir = fixture({ 'src/service.ts': call('version: `${1}.0.0`') });
    expect(() => findServiceVersion(dir, '@org/demo')).toThrow(/version is neither a string literal nor a constant/);
  });
});

describe('writeServiceVersion and syncServiceVersions', () => {
  it('rewrites only the literal, keeping its quotes', () => {
    const dir = fixture({ 'src/service.ts': `export const VERSION = "1.1.0"; // sent as "1.1.0"\n${call('version: VERSION')}` });
    const literal = findServiceVersion(dir, '@org/demo')!;
    expect(writeServiceVersion(literal, '1.2.0')).toBe(true);
    expect(readFileSync(join(dir, 'src/service.ts'), 'utf8')).toMatch(/^export const VERSION = "1\.2\.0"; \/\/ sent as "1\.1\.0"\n/);
    expect(writeServiceVersion(findServiceVersion(dir, '@org/demo')!, '1.2.0')).toBe(false);
  });

  it('brings every package of a workspace in step with its package.json', () => {
    const dir = fixture({
      'src/version.ts': "export const version = '1.1.0';\n",
      'src/service.ts': `import { version } from './version.js';\n${call('version')}`,
    });
    const root = dirname(dirname(dir));
    expect(syncServiceVersions(root)).toEqual([{ name: '@org/demo', file: join('packages', 'demo', 'src', 'version.ts'), from: '1.1.0', to: '1.2.0' }]);
    expect(findServiceVersion(dir, '@org/demo')?.value).toBe('1.2.0');
    expect(syncServiceVersions(root)).toEqual([]);
  });
});
