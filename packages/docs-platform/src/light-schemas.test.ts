import { distinctSchemas, lightDifferences, sampleOf, schemasOf, zodPartsOf } from '@org/http-core/testing';
import { describe, expect, it } from 'vitest';
import * as exported from './index.js';

/** Values each schema is meant to take, beside the one made from its definition. */
const samples: Record<string, unknown[]> = {
  'export DocInput': [{ title: 'Intro', category: 'c1', parentDoc: null, hidden: false, type: 'basic' }, { title: 'Intro', category: 'c1', parentDoc: 'p' }],
  'export SpecUpload': [{ spec: new Uint8Array([1, 2]) }, { spec: new Blob(['{}']) }],
  'export LegacySpecUpload': [{ swagger: new Uint8Array([1]) }],
  'export ChangelogType': ['', 'added', 'new'],
  'export VersionInput': [{ version: 'v1.1', from: 'v1.0', is_stable: true }],
};

describe('every schema of the package is light throughout and checks as the zod/mini schema it stands for', () => {
  const schemas = schemasOf(exported.operations, exported);
  schemas.set('pageQuery.perPage', exported.pageQuery.perPage.schema);
  schemas.set('pageQuery.page', exported.pageQuery.page.schema);
  it('finds the schemas of the table and of the exports', () => {
    expect([...schemas.keys()]).toEqual(expect.arrayContaining(Object.keys(samples)));
  });
  for (const [names, schema] of distinctSchemas(schemas)) {
    it(names.join(', '), () => {
      expect(zodPartsOf(schema)).toEqual([]);
      expect(lightDifferences(schema, [sampleOf(schema), 'v1.0', 0, 5, 101, ...names.flatMap((name) => samples[name] ?? [])])).toEqual([]);
    });
  }
});
