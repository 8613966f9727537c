import { describe, expect, it } from 'vitest';
import { internalTypeNames } from './internal-types.js';

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
