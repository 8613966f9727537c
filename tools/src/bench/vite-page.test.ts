import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ON_FAILURE } from './size-budgets.js';
import { buildVitePage, errorPath } from './vite-page.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'vite-page-'));
  const browser = join(dir, 'node_modules', 'http-core', 'dist', 'browser');
  mkdirSync(browser, { recursive: true });
  writeFileSync(join(dir, 'node_modules', 'http-core', 'package.json'), JSON.stringify({ name: 'http-core', type: 'module', sideEffects: false }));
  const files: Record<string, string> = {
    'index.js':
      "export async function call(input) {\n  const { send } = await import('./transport.js');\n  const answer = await send(input);\n" +
      "  if (answer.ok) return answer.body;\n  const { explain } = await import('./error-path.js');\n  throw new Error(explain(answer));\n}\n",
    'transport.js': "export async function send(input) {\n  const response = await fetch(String(input));\n  return { ok: response.ok, status: response.status, body: await response.text() };\n}\n",
    'error-path.js': "import { messages } from './messages.js';\nexport function explain(answer) {\n  return messages[answer.status] ?? `status ${answer.status}`;\n}\n",
    'messages.js': `export const messages = ${JSON.stringify(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [400 + i, `message number ${i} for a failed call`])))};\n`,
  };
  for (const [name, source] of Object.entries(files)) writeFileSync(join(browser, name), source);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('buildVitePage', () => {
  it('counts the entry and the chunks imported on the way to an answer, and sets the error path apart', async () => {
    const page = await buildVitePage("import { call } from 'http-core/dist/browser/index.js';\nconsole.log(await call(globalThis.name));\n", dir, dir);
    const byModule = new Map(page.chunks.map((chunk) => [chunk.module, chunk]));
    expect(byModule.get('page')?.load).toBe('page load');
    expect(byModule.get('node_modules/http-core/dist/browser/transport.js')?.load).toBe('on demand');
    const onError = byModule.get('node_modules/http-core/dist/browser/error-path.js');
    expect(onError?.load).toBe(`only when ${ON_FAILURE}`);
    expect(page.chunks.every((chunk) => chunk.gzipBytes > 0 && chunk.minifiedBytes > chunk.gzipBytes / 2)).toBe(true);
    expect(page.gzipBytes).toBe(byModule.get('page')!.gzipBytes + byModule.get('node_modules/http-core/dist/browser/transport.js')!.gzipBytes);
    expect(errorPath(page)).toEqual({ gzipBytes: onError!.gzipBytes, chunks: 1 });
  }, 60_000);

  it('counts a conditional chunk as loaded on the way when the page meets its case', async () => {
    const page = await buildVitePage("import { call } from 'http-core/dist/browser/index.js';\nconsole.log(await call(globalThis.name));\n", dir, dir, new Set([ON_FAILURE]));
    const byModule = new Map(page.chunks.map((chunk) => [chunk.module, chunk]));
    const onError = byModule.get('node_modules/http-core/dist/browser/error-path.js');
    expect(onError?.load).toBe('on demand');
    expect(errorPath(page)).toEqual({ gzipBytes: 0, chunks: 0 });
    const counted = ['page', 'node_modules/http-core/dist/browser/transport.js', 'node_modules/http-core/dist/browser/error-path.js'];
    expect(page.gzipBytes).toBe(counted.reduce((sum, module) => sum + byModule.get(module)!.gzipBytes, 0));
  }, 60_000);
});
