import { distinctSchemas, lightDifferences, sampleOf, schemasOf, zodPartsOf } from '@org/http-core/testing';
import { describe, expect, it } from 'vitest';
import * as exported from './index.js';

/** Values each schema is meant to take, beside the one made from its definition. */
const samples: Record<string, unknown[]> = {
  'export OriginKeysRequest': [{ originDomains: ['https://www.example.com', 'http://localhost:3000'] }],
  'export OriginKeysResponse': [{ originKeys: { 'https://www.example.com': 'pub.v2.key' } }],
  'export originDomain': ['https://www.example.com:8443'],
};

describe('every schema of the package is light throughout and checks as the zod/mini schema it stands for', () => {
  const schemas = schemasOf(exported.operations, exported);
  it('finds the schemas of the table and of the exports', () => {
    expect([...schemas.keys()]).toEqual(expect.arrayContaining(Object.keys(samples)));
  });
  for (const [names, schema] of distinctSchemas(schemas)) {
    it(names.join(', '), () => {
      expect(zodPartsOf(schema)).toEqual([]);
      expect(lightDifferences(schema, [sampleOf(schema), ...names.flatMap((name) => samples[name] ?? [])])).toEqual([]);
    });
  }
});
