import { distinctSchemas, lightDifferences, sampleOf, schemasOf, zodPartsOf } from '@org/http-core/testing';
import { describe, expect, it } from 'vitest';
import * as exported from './index.js';

const context = { httpRequest: { method: 'GET', url: 'https://example.com', responseStatusCode: 500 }, user: 'u', reportLocation: { filePath: 'a.ts', lineNumber: 3, functionName: 'f' } };

/** Values each schema is meant to take, beside the one made from its definition. */
const samples: Record<string, unknown[]> = {
  'export ReportedErrorEvent': [{ message: 'Error: boom\n    at f (a.ts:3:1)', serviceContext: { service: 'api', version: '1' }, eventTime: '2000-01-02T03:04:05Z', context }],
  'export ReportedServiceContext': [{ service: 'api', version: '1' }, { service: 'api', resourceType: 'x' }],
  'export ErrorContext': [context],
  'export ErrorGroupUpdate': [{ name: 'projects/p/groups/g', trackingIssues: [{ url: 'https://example.com/1' }], resolutionStatus: 'OPEN' }],
  'export duration': ['3600s', 0.5, 3600, '1.5s', '1.1234567891s'],
  'export ServiceContext': [{ service: 'api', version: '1', resourceType: 'gae_app' }],
};

describe('every schema of the package is light throughout and checks as the zod/mini schema it stands for', () => {
  const schemas = schemasOf(exported.operations, exported);
  schemas.set('export duration', exported.duration());
  it('finds the schemas of the table and of the exports', () => {
    expect([...schemas.keys()]).toEqual(expect.arrayContaining(Object.keys(samples)));
  });
  for (const [names, schema] of distinctSchemas(schemas)) {
    it(names.join(', '), () => {
      expect(zodPartsOf(schema)).toEqual([]);
      expect(lightDifferences(schema, [sampleOf(schema), 'projects/p', 'projects/p/groups/g', ...names.flatMap((name) => samples[name] ?? [])])).toEqual([]);
    });
  }
});
