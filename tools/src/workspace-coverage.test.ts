import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { specOperations } from './spec-inventory.js';
import { checkWorkspaceCoverage } from './workspace-coverage.js';
import { findWorkspaceRoot } from './workspace-root.js';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'spec-coverage-'));
  writeFileSync(join(root, 'nx.json'), '{}');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function writePackage(service: string, entrySource?: string): void {
  const dir = join(root, 'packages', service);
  mkdirSync(join(dir, 'dist'), { recursive: true });
  const manifest = {
    name: `@org/${service}`,
    type: 'module',
    exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js', default: './dist/index.js' } },
  };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
  if (entrySource !== undefined) writeFileSync(join(dir, 'dist', 'index.js'), entrySource);
}

function operationsModule(service: string, drop = 0): string {
  const table = specOperations(service)
    .slice(drop)
    .map(({ method, path, deprecated }) => ({ method, path, deprecated }));
  return `export const operations = ${JSON.stringify(table)};\n`;
}

describe('checkWorkspaceCoverage', () => {
  it('reports every service as not created in an empty workspace and passes', async () => {
    const result = await checkWorkspaceCoverage(root);
    expect(result.ok).toBe(true);
    expect(result.lines).toHaveLength(11);
    // The spec's 246 rows and the 116 unlisted app-lifecycle rows of the tags taken on.
    expect(result.lines).toContain('app-lifecycle: package not created yet (0/352)');
    expect(result.lines.at(-1)).toBe('spec operations covered: 0/498 (packages present: 0/10)');
  });

  it('counts a complete package', async () => {
    writePackage('webhooks', operationsModule('webhooks'));
    const result = await checkWorkspaceCoverage(root);
    expect(result.ok).toBe(true);
    expect(result.lines).toContain('webhooks: 9/9');
    expect(result.lines.at(-1)).toBe('spec operations covered: 9/498 (packages present: 1/10)');
  });

  it('fails on an incomplete package and lists what is missing', async () => {
    writePackage('error-reporting', operationsModule('error-reporting', 1));
    const first = specOperations('error-reporting')[0];
    const result = await checkWorkspaceCoverage(root);
    expect(result.ok).toBe(false);
    expect(result.lines).toContain('error-reporting: 5/6');
    expect(result.lines).toContain(`  missing: ${first?.method} ${first?.path}`);
    expect(result.covered).toBe(5);
  });

  it('fails on a package that is not built', async () => {
    writePackage('event-trigger');
    const result = await checkWorkspaceCoverage(root);
    expect(result.ok).toBe(false);
    expect(result.lines.find((line) => line.startsWith('event-trigger:'))).toMatch(/^event-trigger: not built/);
    expect(result.present).toBe(1);
  });

  it('fails on a package without an operations export', async () => {
    writePackage('checkout-utility', 'export const client = {};\n');
    const result = await checkWorkspaceCoverage(root);
    expect(result.ok).toBe(false);
    expect(result.lines).toContain('checkout-utility: no "operations" export (0/1)');
  });
});

describe('findWorkspaceRoot', () => {
  it('walks up to the directory holding nx.json', () => {
    const nested = join(root, 'packages', 'x', 'dist');
    mkdirSync(nested, { recursive: true });
    expect(findWorkspaceRoot(nested)).toBe(root);
  });
});
