/**
 * The tools hold one module per service package, named after its directory: its reliability probe, its tour, and its
 * fake in the registry that `npx org-fake` and the reliability suite start. Each names the service as its package
 * does (the probe from its service definition, the fake from its service info, the tour from its fake); what is
 * left to hold is that each list has every service package, and no other.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listServicePackages } from './release/workspace-packages.js';
import { findWorkspaceRoot } from './workspace-root.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const services = listServicePackages(root).map((pkg) => pkg.dirName);

/** Each list of per-service modules, and the suffix of the names it imports from them. */
const lists = [
  { what: 'reliability probes', file: 'tools/reliability/src/probes/index.ts', suffix: 'Probe' },
  { what: 'tours', file: 'tools/tour/src/tour/tours.ts', suffix: 'Tour' },
  { what: 'fakes', file: 'tools/tour/src/fakes/registry.ts', suffix: 'Fake' },
] as const;

/** The modules `text` imports a `<name><suffix>` from, by file name: `import { webhooksProbe } from './webhooks.js'`. */
function listedModules(text: string, suffix: string): string[] {
  const imports = new RegExp(`^import \\{ \\w+${suffix} \\} from '\\./(?:[a-z]+/)?([a-z-]+)\\.js';$`, 'gm');
  return [...text.matchAll(imports)].map((match) => match[1]!);
}

describe.each(lists)('the $what', (list) => {
  it('are one module per service package, named after its directory', () => {
    expect(services.length).toBeGreaterThan(0);
    expect(listedModules(readFileSync(join(root, list.file), 'utf8'), list.suffix).sort()).toEqual([...services].sort());
  });
});

describe('listedModules', () => {
  it('reads the modules of the named imports, in a subdirectory too, and nothing else', () => {
    const text = [
      "import type { Probe } from '../probe.js';",
      "import { webhooksProbe } from './webhooks.js';",
      "import { accessControlTour } from './services/access-control.js';",
      "import { startWebhooksFake } from '@org/webhooks/testing';",
    ].join('\n');
    expect(listedModules(text, 'Probe')).toEqual(['webhooks']);
    expect(listedModules(text, 'Tour')).toEqual(['access-control']);
    expect(listedModules(text, 'Fake')).toEqual([]);
  });
});
