import { describe, expect, it } from 'vitest';
import { packCheckReport } from './rehearsal.js';

describe('packCheckReport', () => {
  it("takes the pack check's summary and table out of a release's output, up to the publish step", () => {
    const output = [
      'to publish       @org/http-core@0.2.0 (http://127.0.0.1:4873/)',
      '',
      '=== pack check of @org/http-core',
      'pack check of 1 packages; node22 = 22.22.0; 80.1 s (npm pack 2.0 s)',
      'tsc runs: TypeScript 6.0.3 nodenext',
      '',
      '| package | size |',
      '| @org/http-core | 180.2 KB |',
      '',
      '',
      '=== npm publish (provenance off: no CI provider)',
      'published @org/http-core@0.2.0',
    ].join('\n');
    expect(packCheckReport(output)).toEqual([
      'pack check of 1 packages; node22 = 22.22.0; 80.1 s (npm pack 2.0 s)',
      'tsc runs: TypeScript 6.0.3 nodenext',
      '',
      '| package | size |',
      '| @org/http-core | 180.2 KB |',
    ]);
  });

  it('is empty when the release ran no pack check', () => {
    expect(packCheckReport('Nothing to publish: the registry holds the current version of every package.\n')).toEqual([]);
  });
});
