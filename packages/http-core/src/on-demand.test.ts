import { describe, expect, it } from 'vitest';
import { NetworkError } from './errors.js';
import { onDemand } from './on-demand.js';
import type { Operation } from './operation.js';

const operation = { id: 'items.create', method: 'POST' } as Operation;

describe('onDemand', () => {
  it('loads once, on the first call that needs it', async () => {
    let loads = 0;
    const part = onDemand(async () => ({ loaded: ++loads }), 'the part');
    expect(loads).toBe(0);
    expect(await part(operation)).toEqual({ loaded: 1 });
    expect(await part(operation)).toEqual({ loaded: 1 });
    expect(loads).toBe(1);
  });

  it('turns a load that failed into a NetworkError of the call, and loads again next time', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    let loads = 0;
    const part = onDemand(async () => {
      loads++;
      if (loads === 1) throw cause;
      return 'loaded';
    }, 'request bodies');
    const error = await part(operation).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe('items.create: the code for request bodies could not be loaded; nothing was sent');
    expect((error as NetworkError).operation).toBe('items.create');
    expect((error as NetworkError).method).toBe('POST');
    expect((error as NetworkError).cause).toBe(cause);
    expect(await part(operation)).toBe('loaded');
    expect(loads).toBe(2);
  });
});
