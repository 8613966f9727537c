import { distinctSchemas, lightDifferences, sampleOf, schemasOf, zodPartsOf } from '@org/http-core/testing';
import { describe, expect, it } from 'vitest';
import * as exported from './index.js';

const principalId = '1b4f816e-5eaf-48b9-8613-7923830595ad';
const roleDefinitionId = '/subscriptions/s1/providers/Vendor.Authorization/roleDefinitions/acdd72a7-3385-48ef-bd42-f606fba81ae7';
const permission = { actions: ['*/read'], notActions: [], dataActions: ['a'], notDataActions: [] };
const assignment = { id: '/subscriptions/s1/providers/Vendor.Authorization/roleAssignments/r1', name: 'r1', type: 't', properties: { scope: '/subscriptions/s1', roleDefinitionId, principalId, canDelegate: false } };
const definition = { id: roleDefinitionId, name: 'n', type: 't', properties: { roleName: 'Reader', description: 'd', type: 'BuiltInRole', permissions: [permission], assignableScopes: ['/'] } };

/** Values each schema is meant to take, beside the one made from its definition. */
const samples: Record<string, unknown[]> = {
  'export RoleAssignmentInput': [{ properties: { roleDefinitionId, principalId, canDelegate: true } }, { properties: { roleDefinitionId, principalId: 'not-a-guid' } }],
  'export RoleDefinitionInput': [{ properties: { roleName: 'Reader', permissions: [permission], assignableScopes: ['/subscriptions/s1'] } }, { properties: { roleName: ' ', permissions: [], assignableScopes: [] } }],
  'export RoleAssignmentList': [{ value: [assignment], nextLink: 'https://example.com/next' }, { value: [], nextLink: null }],
  'export RoleDefinitionList': [{ value: [definition] }],
  'export Permission': [permission],
};

describe('every schema of the package is light throughout and checks as the zod/mini schema it stands for', () => {
  const schemas = schemasOf(exported.operations, exported);
  it('finds the schemas of the table and of the exports', () => {
    expect([...schemas.keys()]).toEqual(expect.arrayContaining(Object.keys(samples)));
  });
  for (const [names, schema] of distinctSchemas(schemas)) {
    it(names.join(', '), () => {
      expect(zodPartsOf(schema)).toEqual([]);
      const values = [sampleOf(schema), principalId, roleDefinitionId, '2018-01-01-preview', 'servers/main', 'rg-1.', 'rg_(1)', 'a'.repeat(91), ...names.flatMap((name) => samples[name] ?? [])];
      expect(lightDifferences(schema, values)).toEqual([]);
    });
  }
});
