/**
 * Path values that could change where a request goes: each must be refused before sending.
 */

export interface PathAttack {
  readonly name: string;
  /** The attacking value, made from a valid one. */
  value(valid: string): unknown;
}

const common: readonly PathAttack[] = [
  { name: '?', value: (valid) => `${valid}?admin=true` },
  { name: '#', value: (valid) => `${valid}#fragment` },
  { name: 'CR/LF', value: (valid) => `${valid}\r\nX-Injected: 1` },
  { name: 'NUL', value: (valid) => `${valid}\u0000` },
  { name: 'lone surrogate', value: (valid) => `${valid}\ud800` },
  { name: 'empty string', value: () => '' },
  { name: 'missing', value: () => undefined },
  { name: 'wrong type (object)', value: () => ({ toString: () => 'x' }) },
  { name: 'wrong type (boolean)', value: () => true },
];

/** Attacks on a parameter that holds exactly one segment. */
export const singleSegmentAttacks: readonly PathAttack[] = [
  { name: "'/' in one segment", value: (valid) => `${valid}/x` },
  { name: '..', value: () => '..' },
  { name: '.', value: () => '.' },
  { name: '%2e%2e', value: () => '%2e%2e' },
  { name: 'encoded slash (%2F)', value: (valid) => `${valid}%2Fx` },
  { name: 'over-long id', value: () => 'a'.repeat(5_000) },
  ...common,
];

/** Attacks on a parameter that holds several segments (a scope, a resource name). */
export const multiSegmentAttacks: readonly PathAttack[] = [
  { name: "'..' segment", value: (valid) => `${valid}/../x` },
  { name: "'%2e%2e' segment", value: (valid) => `${valid}/%2e%2e/x` },
  { name: "'.' segment", value: (valid) => `${valid}/./x` },
  { name: 'empty segment', value: (valid) => `${valid}//x` },
  { name: 'backslash', value: (valid) => `${valid}\\..\\x` },
  { name: 'over-long segment', value: (valid) => `${valid}/${'a'.repeat(5_000)}` },
  ...common,
];
