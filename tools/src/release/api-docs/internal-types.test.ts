import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findWorkspaceRoot } from '../../workspace-root.js';
import { internalTypeNames, packageOperationGroups } from './internal-types.js';

describe('internalTypeNames', () => {
  it('finds types and interfaces whose TSDoc says @internal, exported or not', () => {
    const source = [
      '/** @internal Flattens an intersection. */',
      'type Simplify<T> = { [K in keyof T]: T[K] } & {};',
      '/**',
      ' * @internal',
      ' * A name parameter.',
      ' */',
      'export interface NameParam extends Base {}',
      '/** @internal The arguments. */',
      '// eslint-disable-next-line some-rule',
      'type Args<S> = [S];',
    ].join('\n');
    expect(internalTypeNames(source)).toEqual(['Simplify', 'NameParam', 'Args']);
  });

  it('ignores public types, and an @internal comment on something else', () => {
    const source = [
      '/** The input of an operation. */',
      'export type OperationInput<S> = S;',
      '/** @internal */',
      'export function helper(): void {}',
      '/** Not internal, though a later comment is. */',
      'type Plain = string;',
    ].join('\n');
    expect(internalTypeNames(source)).toEqual([]);
  });
});

describe('packageOperationGroups', () => {
  it("names the group tables a service's named groups type refers to", () => {
    const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
    expect(packageOperationGroups(join(root, 'packages', 'webhooks', 'src'))).toEqual(['settingsGroup', 'subscriptionsGroup']);
    expect(packageOperationGroups(join(root, 'packages', 'http-core', 'src'))).toEqual([]);
  });
});
