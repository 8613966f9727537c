import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand } from './run-command.js';
import { lintWithAttw } from './tarball-lint.js';

const work = mkdtempSync(join(tmpdir(), 'tarball-lint-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Packs a one-module ESM package whose `exports` give `types` as `typesPath`. */
async function pack(name: string, typesPath: string): Promise<string> {
  const dir = join(work, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'index.js'), 'export const answer = 42;\n');
  writeFileSync(join(dir, 'index.d.ts'), 'export declare const answer: number;\n');
  const manifest = { name, version: '1.0.0', type: 'module', exports: { '.': { types: typesPath, default: './index.js' } } };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
  const result = await runCommand('npm', ['pack', '--json', '--pack-destination', work], { cwd: dir });
  return join(work, (JSON.parse(result.stdout) as { filename: string }[])[0]!.filename);
}

// Each case runs npm pack and attw, two processes that take seconds on a busy machine.
describe('lintWithAttw', { timeout: 60_000 }, () => {
  it('passes an ESM package whose types resolve', async () => {
    expect(await lintWithAttw(await pack('types-right', './index.d.ts'))).toEqual({ ok: true, messages: [] });
  });

  it('fails a package whose types do not resolve, naming the entry point', async () => {
    const result = await lintWithAttw(await pack('types-missing', './missing.d.ts'));
    expect(result.ok).toBe(false);
    expect(result.messages.join('\n')).toMatch(/at "\."/);
  });
});
