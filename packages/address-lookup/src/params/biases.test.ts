import * as z from '@org/http-core/zod';
import { expect, it } from 'vitest';
import { ipBias } from './biases.js';

it('biasIp takes true, false and "true" as it did with z.custom, and refuses anything else with the same issues', () => {
  const value = z.custom<boolean | 'true'>((given) => typeof given === 'boolean' || given === 'true', 'must be true or false');
  const before = z.optional(z.pipe(value, z.transform((on) => (on === true || on === 'true' ? 'true' : undefined))));
  for (const given of [true, false, 'true', undefined, 'false', 1, null, 'yes']) {
    const [now, then] = [z.safeParse(ipBias.schema, given), z.safeParse(before, given)];
    expect(now.success ? now.data : now.error.issues, String(given)).toEqual(then.success ? then.data : then.error.issues);
  }
  expect(z.safeParse(ipBias.schema, 'yes').error?.issues[0]?.message).toBe('must be true or false');
});
