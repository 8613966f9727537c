/**
 * The examples of the shipped declarations (shown on hover) parse on the lowest Node the packages declare, as the
 * README blocks do: an `await using` in one fails on Node 22 with the file and line named.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findWorkspaceRoot } from '../../workspace-root.js';
import { lowestDeclaredNodeMajor } from '../declared-node.js';
import { resolveNodeRuntime, type NodeRuntime } from '../pack/node-runtimes.js';
import { listWorkspacePackages, type WorkspacePackage } from '../workspace-packages.js';
import { declarationBlocks, writeDeclarationExampleFiles } from './declaration-examples.js';
import { parseExamples } from './run-examples.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const dir = mkdtempSync(join(tmpdir(), 'declaration-examples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const declaration = [
  'export interface Fake {',
  '    close(): Promise<void>;',
  '}',
  '/**',
  ' * Starts the fake.',
  ' *',
  ' * @example',
  ' * ```ts',
  ' * const fake = await startFake();',
  ' * try {',
  ' *   await fake.ping();',
  ' * } finally {',
  ' *   await fake.close();',
  ' * }',
  ' * ```',
  ' */',
  'export declare function startFake(): Promise<Fake>;',
  '/**',
  ' * @example',
  ' * ```ts',
  ' * await using fake = await startFake();',
  ' * ```',
  ' */',
  'export declare const other: number;',
].join('\n');

let lowest: NodeRuntime;
beforeAll(async () => {
  lowest = await resolveNodeRuntime(lowestDeclaredNodeMajor(listWorkspacePackages(root)));
}, 600_000);

describe('examples of the shipped declarations', () => {
  it('are the ts blocks of doc comments, without the comment frame, at their line of the file', () => {
    expect(declarationBlocks(declaration)).toEqual([
      { line: 9, code: 'const fake = await startFake();\ntry {\n  await fake.ping();\n} finally {\n  await fake.close();\n}' },
      { line: 21, code: 'await using fake = await startFake();' },
    ]);
  });

  it('fail on the lowest declared Node when they use syntax it cannot parse, naming the file and line', async () => {
    const pkg = { name: '@org/x', version: '0.0.0', dirName: 'x', dir: join(dir, 'x') } as WorkspacePackage;
    mkdirSync(join(pkg.dir, 'dist', 'testing'), { recursive: true });
    writeFileSync(join(pkg.dir, 'dist', 'testing', 'index.d.ts'), declaration);
    const files = writeDeclarationExampleFiles(dir, [pkg], join(dir, 'out'));
    expect(files.map((file) => `${file.readme}:${file.block.line}`)).toEqual(['x/dist/testing/index.d.ts:9', 'x/dist/testing/index.d.ts:21']);
    const parsed = await parseExamples(dir, files, lowest);
    expect(files.map((file) => parsed.get(file.path)?.ok)).toEqual([true, lowest.label === 'node22' ? false : true]);
  }, 120_000);

  it('of every built package parse on the lowest declared Node', async () => {
    const files = writeDeclarationExampleFiles(root, listWorkspacePackages(root), join(dir, 'workspace'));
    expect(files.some((file) => file.readme.endsWith(join('dist', 'testing', 'index.d.ts')))).toBe(true);
    const parsed = await parseExamples(root, files, lowest);
    const failures = files.filter((file) => parsed.get(file.path)?.ok !== true).map((file) => `${file.readme}:${file.block.line}: ${parsed.get(file.path)?.detail}`);
    expect(failures).toEqual([]);
  }, 120_000);
});
