/** One error surface: every service package exports the core's error classes and guards, plus its own. */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listWorkspacePackages } from './release/workspace-packages.js';
import { findWorkspaceRoot } from './workspace-root.js';

const root = findWorkspaceRoot(import.meta.dirname);
const packages = listWorkspacePackages(root);
const entry = (dir: string, file: string) => import(pathToFileURL(join(dir, 'src', file)).href) as Promise<Record<string, unknown>>;

describe('error surface', () => {
  const core = packages.find((pkg) => pkg.name === '@org/http-core')!;
  const services = packages.filter((pkg) => pkg !== core);

  it('the core names every error class and guard in one entry point', async () => {
    const errors = Object.keys(await import('@org/http-core/errors'));
    expect(errors).toEqual(expect.arrayContaining(['SdkError', 'ValidationError', 'ApiError', 'NotFoundError', 'RateLimitError', 'TimeoutError', 'AbortError', 'isAbortError', 'isRateLimitError', 'isTimeoutError']));
  });

  it.each(services.map((pkg) => [pkg.name, pkg.dir] as const))('%s exports them all, as the core defines them', async (_name, dir) => {
    const errors: Record<string, unknown> = await import('@org/http-core/errors');
    const exported = await entry(dir, 'index.ts');
    const missing = Object.keys(errors).filter((name) => !(name in exported));
    expect(missing).toEqual([]);
    for (const name of Object.keys(errors)) expect(exported[name], name).toBe(errors[name]);
  });
});
