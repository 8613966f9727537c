import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findWorkspaceRoot } from '../../workspace-root.js';
import { readWorkspacePackage } from '../workspace-packages.js';
import { sourceEntryPoints } from './entry-points.js';

describe('sourceEntryPoints', () => {
  it("gives the sources of a package's public entry points, package.json left out", () => {
    const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
    const core = readWorkspacePackage(join(root, 'packages', 'http-core'));
    const families = ['google', 'azure', 'payments', 'hubspot'].map((family) => `src/families/${family}/index.ts`);
    const sources = ['src/index.ts', 'src/error-surface.ts', 'src/zod.ts', 'src/light.ts', 'src/deliveries/index.ts', 'src/testing/index.ts', ...families];
    expect(sourceEntryPoints(core)).toEqual(sources.map((source) => join(core.dir, source)));
  });
});
