import { isValidationError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { clientUserName, dealName, parseResourceName, proposalName, proposalOfDeal, resourceNames } from './names.js';

describe('resource names', () => {
  it('builds and parses names of each kind', () => {
    const name = dealName.format({ buyer: '12', proposal: 'p-9', deal: 77 });
    expect(name).toBe('buyers/12/proposals/p-9/deals/77');
    expect(dealName.parse(name)).toEqual({ buyer: '12', proposal: 'p-9', deal: '77' });
    expect(clientUserName.format({ buyer: 1, client: 2, user: 3 })).toBe('buyers/1/clients/2/users/3');
  });

  it('tells the kind of a name, and refuses names of no known shape', () => {
    expect(parseResourceName('buyers/12/proposals/p-9/deals/77')).toEqual({ kind: 'deal', parts: { buyer: '12', proposal: 'p-9', deal: '77' } });
    expect(parseResourceName('buyers/12/finalizedDeals/77')?.kind).toBe('finalizedDeal');
    expect(parseResourceName('bidders/5')?.kind).toBe('bidder');
    expect(parseResourceName('buyers/12/clients/3/clientUsers/4')).toBeUndefined();
    expect(parseResourceName('/buyers/12')).toBeUndefined();
    expect(parseResourceName('buyers/12/proposals/p-9/')).toBeUndefined();
  });

  it('gives every kind a distinct shape', () => {
    const samples = Object.values(resourceNames).map((template) =>
      template.format(Object.fromEntries(template.keys.map((key) => [key, 'x'])) as never),
    );
    for (const [index, sample] of samples.entries()) {
      const matching = Object.entries(resourceNames).filter(([, template]) => template.matches(sample));
      expect(matching.map(([kind]) => kind)).toEqual([Object.keys(resourceNames)[index]]);
    }
  });

  it('refuses parts that would change the path', () => {
    for (const bad of ['', 'a/b', '..', 'a?b', 'a#b', 'a\nb']) {
      let caught: unknown;
      try {
        proposalName.format({ buyer: '1', proposal: bad });
      } catch (error) {
        caught = error;
      }
      expect(isValidationError(caught), JSON.stringify(bad)).toBe(true);
    }
  });

  it('finds the proposal of a deal', () => {
    expect(proposalOfDeal('buyers/1/proposals/2/deals/3')).toBe('buyers/1/proposals/2');
    expect(() => proposalOfDeal('buyers/1/proposals/2')).toThrow(/deal must be a resource name/);
  });
});
