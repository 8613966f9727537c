import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { documentedValues, openEnum, unknownEnumValue, type UnknownEnumValue } from './enums.js';

const Role = openEnum(['OWNER', 'VIEWER']);
type Role = z.infer<typeof Role>;

describe('openEnum types', () => {
  it('types input and output as the documented values or an unknown value', () => {
    expectTypeOf<z.input<typeof Role>>().toEqualTypeOf<'OWNER' | 'VIEWER' | UnknownEnumValue>();
    expectTypeOf<z.output<typeof Role>>().toEqualTypeOf<'OWNER' | 'VIEWER' | UnknownEnumValue>();
  });

  it('refuses a misspelt value, any plain string and a number at compile time', () => {
    // @ts-expect-error 'OWNRE' is not a documented value
    const typo: Role = 'OWNRE';
    const text: string = 'OWNER';
    // @ts-expect-error a string is not known to be a documented value
    const plain: Role = text;
    // @ts-expect-error a number is not a role
    const number: Role = 3;
    expect([typo, plain, number]).toHaveLength(3);
  });

  it('takes a documented value and one sent through unknownEnumValue', () => {
    const owner: Role = 'OWNER';
    const later: Role = unknownEnumValue('AUDITOR');
    expectTypeOf(unknownEnumValue('AUDITOR')).toEqualTypeOf<UnknownEnumValue>();
    expect([owner, later]).toEqual(['OWNER', 'AUDITOR']);
  });

  it('makes a switch whose default checks for never handle an unknown value', () => {
    function describeRole(role: Role): string {
      switch (role) {
        case 'OWNER':
          return 'owns';
        case 'VIEWER':
          return 'views';
        default: {
          expectTypeOf(role).toEqualTypeOf<UnknownEnumValue>();
          // @ts-expect-error an unknown value is left, so the switch is not exhaustive without a branch for it
          const exhaustive: never = role;
          return `other: ${exhaustive as string}`;
        }
      }
    }
    expect(describeRole(unknownEnumValue('AUDITOR'))).toBe('other: AUDITOR');
  });

  it('gives a value that is still a string', () => {
    expectTypeOf<UnknownEnumValue>().toExtend<string>();
    expectTypeOf<Role>().toExtend<string>();
  });
});

describe('openEnum at run time', () => {
  it('accepts any string, so a value the service adds later is read', () => {
    expect(z.parse(Role, 'AUDITOR')).toBe('AUDITOR');
    expect(z.parse(Role, 'OWNER')).toBe('OWNER');
    expect(z.safeParse(Role, 3).success).toBe(false);
  });

  it('records its documented values for the testing kit, and nothing for other schemas', () => {
    expect(documentedValues(Role)).toEqual(['OWNER', 'VIEWER']);
    expect(documentedValues(z.string())).toBeUndefined();
    expect(documentedValues(z.optional(Role))).toBeUndefined();
    expect(documentedValues(Role.check(z.minLength(1)))).toEqual(['OWNER', 'VIEWER']);
  });

  it('typed by its type argument alone, records nothing: the values stay out of a page', () => {
    const AnsweredRole = openEnum<readonly ['OWNER', 'VIEWER']>();
    expectTypeOf<z.output<typeof AnsweredRole>>().toEqualTypeOf<'OWNER' | 'VIEWER' | UnknownEnumValue>();
    expect(z.parse(AnsweredRole, 'LATER')).toBe('LATER');
    expect(documentedValues(AnsweredRole)).toBeUndefined();
  });

  it('unknownEnumValue returns the value as given', () => {
    expect(unknownEnumValue('CLIENT_DEAL_AUDITOR')).toBe('CLIENT_DEAL_AUDITOR');
  });
});
