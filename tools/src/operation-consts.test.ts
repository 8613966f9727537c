import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { operationConstName } from './operation-const-name.js';
import { listServicePackages } from './release/workspace-packages.js';
import { findWorkspaceRoot } from './workspace-root.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const services = listServicePackages(root);

describe('operationConstName', () => {
  it('joins the group and the capitalised method', () => {
    expect(operationConstName('roleAssignments.create')).toBe('roleAssignmentsCreate');
    expect(operationConstName('keys.lookups')).toBe('keysLookups');
  });
});

describe.each(services.map((pkg) => [pkg.name, pkg] as const))('%s', (_name, pkg) => {
  it('exports one const per operation, the very entry of its table', async () => {
    const module = (await import(pathToFileURL(join(pkg.dir, 'dist', 'index.js')).href)) as Record<string, unknown>;
    const operations = module['operations'] as readonly { id: string; spec: object }[];
    expect(operations.length).toBeGreaterThan(0);
    const mismatched = operations.filter((operation) => module[operationConstName(operation.id)] !== operation.spec).map((operation) => operation.id);
    expect(mismatched).toEqual([]);
  });
});
