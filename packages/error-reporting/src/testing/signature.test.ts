import { describe, expect, it } from 'vitest';
import { groupIdOf, signatureOf } from './signature.js';

describe('grouping signature', () => {
  const message = (id: number, line: number) => `Error: order ${id} failed\n    at place (/app/orders.js:${line}:3)\n    at main (/app/index.js:1:1)`;

  it('ignores numbers in the header and line numbers in the top frame', () => {
    expect(signatureOf('checkout', message(1, 10), undefined)).toBe(signatureOf('checkout', message(2, 12), undefined));
  });

  it('tells apart services, headers, top frames and report locations', () => {
    const base = signatureOf('checkout', message(1, 10), undefined);
    expect(signatureOf('billing', message(1, 10), undefined)).not.toBe(base);
    expect(signatureOf('checkout', message(1, 10).replace('failed', 'lost'), undefined)).not.toBe(base);
    expect(signatureOf('checkout', message(1, 10).replace('place', 'ship'), undefined)).not.toBe(base);
    expect(signatureOf('checkout', 'Error: x', { reportLocation: { functionName: 'a' } })).not.toBe(signatureOf('checkout', 'Error: x', { reportLocation: { functionName: 'b' } }));
  });

  it('derives stable, URL-safe group ids', () => {
    const id = groupIdOf('checkout\nError: x\n');
    expect(id).toMatch(/^[A-Za-z0-9_-]{14}$/);
    expect(groupIdOf('checkout\nError: x\n')).toBe(id);
  });
});
