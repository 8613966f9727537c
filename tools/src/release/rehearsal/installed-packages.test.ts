import { describe, expect, it } from 'vitest';
import { installedPackages } from './rehearsal.js';

describe('installedPackages', () => {
  it('lists every installed package of an npm ls tree, leaving out an optional peer that is not installed', () => {
    const tree = {
      dependencies: {
        '@org/webhooks': {
          version: '0.2.1',
          dependencies: {
            '@org/http-core': { version: '0.2.0', dependencies: { '@opentelemetry/api': {}, ky: { version: '2.1.0' }, zod: { version: '4.6.7' } } },
          },
        },
      },
    };
    expect([...installedPackages(tree)].sort()).toEqual(['@org/http-core@0.2.0', '@org/webhooks@0.2.1', 'ky@2.1.0', 'zod@4.6.7']);
  });
});
