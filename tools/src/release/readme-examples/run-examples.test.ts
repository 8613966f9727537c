/**
 * README examples run as a reader copies them: types removed, syntax kept. A block that uses syntax the lowest
 * declared Node lacks (`await using` before Node 24) fails there, with the Node named.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveNodeRuntime, type NodeRuntime } from '../pack/node-runtimes.js';
import type { ExampleFile } from './example-files.js';
import { parseExample, runExample } from './run-examples.js';

const dir = mkdtempSync(join(tmpdir(), 'readme-run-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An example module holding `code`, as the README runner writes one. */
function example(name: string, code: string): ExampleFile {
  const path = join(dir, `${name}.ts`);
  writeFileSync(path, `${code}\nexport {};\n`);
  return { path, readme: 'packages/x/README.md', preludeLines: 0, runnable: true, block: { line: 1, code } } as unknown as ExampleFile;
}

const disposing = example(
  'await-using',
  "const resource = { async [Symbol.asyncDispose](): Promise<void> {} };\n{\n  await using held = resource;\n  void held;\n}\nconsole.log('done');",
);
const closing = example('close', "const resource = { async close(): Promise<void> {} };\nawait resource.close();\nconsole.log('done');");

let node22: NodeRuntime;
let node24: NodeRuntime;
beforeAll(async () => {
  [node22, node24] = await Promise.all([resolveNodeRuntime(22), resolveNodeRuntime(24)]);
}, 600_000);

describe('a README example on each declared Node', () => {
  it('await using runs on Node 24 and is refused by Node 22, which names itself', async () => {
    expect(await runExample(dir, disposing, node24)).toMatchObject({ ok: true });
    const parsed = await parseExample(dir, disposing, node22);
    expect(parsed.ok).toBe(false);
    expect(parsed.detail).toMatch(/^does not parse on node22 \(v22\./);
    expect(parsed.detail).toContain('SyntaxError');
    const ran = await runExample(dir, disposing, node22);
    expect(ran.ok).toBe(false);
    expect(ran.detail).toMatch(/^on node22 \(v22\./);
  }, 120_000);

  it('an explicit close runs on both', async () => {
    for (const node of [node22, node24]) {
      expect(await parseExample(dir, closing, node)).toMatchObject({ ok: true });
      expect(await runExample(dir, closing, node)).toMatchObject({ ok: true });
    }
  }, 120_000);
});
