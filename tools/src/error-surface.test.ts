/** One error surface: every service package exports the core's error classes and guards, plus its own. */
import { describe, expect, it } from 'vitest';
import { listWorkspacePackages } from './release/workspace-packages.js';
import { findWorkspaceRoot } from './workspace-root.js';

const root = findWorkspaceRoot(import.meta.dirname);
const packages = listWorkspacePackages(root);

describe('error surface', () => {
  const core = packages.find((pkg) => pkg.name === '@org/http-core')!;
  const services = packages.filter((pkg) => pkg !== core);

  it('the core names every error class and guard in one entry point', async () => {
    const errors = Object.keys(await import('@org/http-core/errors'));
    expect(errors).toEqual(expect.arrayContaining(['SdkError', 'ValidationError', 'ApiError', 'NotFoundError', 'RateLimitError', 'TimeoutError', 'AbortError', 'isAbortError', 'isRateLimitError', 'isTimeoutError']));
  });

  // The built packages, as a user imports them (the test target builds every package first).
  it.each(services.map((pkg) => pkg.name))('%s exports them all, as the core defines them', async (name) => {
    const errors: Record<string, unknown> = await import('@org/http-core/errors');
    const exported = (await import(name)) as Record<string, unknown>;
    const missing = Object.keys(errors).filter((name) => !(name in exported));
    expect(missing).toEqual([]);
    for (const name of Object.keys(errors)) expect(exported[name], name).toBe(errors[name]);
  });
});
