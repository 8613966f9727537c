const encoder = new TextEncoder();

/**
 * Whether two signatures are equal, compared in time that depends on their lengths only, never on where they
 * first differ: a receiver that compares with `===` tells an attacker, byte by byte, how much of a forged
 * signature is right. (The length of a signature is no secret: every valid one has the same.)
 */
export function constantTimeEqual(a: string | Uint8Array, b: string | Uint8Array): boolean {
  const left = typeof a === 'string' ? encoder.encode(a) : a;
  const right = typeof b === 'string' ? encoder.encode(b) : b;
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let i = 0; i < left.length; i++) difference |= left[i]! ^ right[i]!;
  return difference === 0;
}
