import { isValidationError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { clientFilter, filterExpression, finalizedDealFilter, proposalFilter, publisherProfileFilter } from './list-filter.js';

describe('list filters', () => {
  it('writes comparisons joined by AND, with quoted values and RFC 3339 dates', () => {
    expect(proposalFilter({ state: 'FINALIZED', dealType: 'PREFERRED_DEAL' })).toBe('state = "FINALIZED" AND dealType = "PREFERRED_DEAL"');
    expect(proposalFilter({ updateTime: { ge: new Date('2024-02-01T00:00:00Z'), lt: '2024-03-01T00:00:00Z' } })).toBe(
      'updateTime >= "2024-02-01T00:00:00.000Z" AND updateTime < "2024-03-01T00:00:00Z"',
    );
    expect(finalizedDealFilter({ dealServingStatus: { ne: 'ENDED' }, 'deal.displayName': 'Takeover' })).toBe(
      'dealServingStatus != "ENDED" AND deal.displayName = "Takeover"',
    );
    expect(publisherProfileFilter({ isParent: true, domains: { has: 'example.com' } })).toBe('isParent = true AND domains: "example.com"');
  });

  it('escapes quotes and backslashes, so a value cannot extend the expression', () => {
    const filter = clientFilter({ partnerClientId: 'x" OR partnerClientId != "' });
    expect(filter).toBe('partnerClientId = "x\\" OR partnerClientId != \\""');
    expect(filterExpression({ displayName: 'back\\slash' })).toBe('displayName = "back\\\\slash"');
  });

  it('leaves out undefined conditions and refuses empty or impossible ones', () => {
    expect(proposalFilter({ state: undefined, displayName: 'A' })).toBe('displayName = "A"');
    expect(proposalFilter({})).toBe('');
    for (const build of [
      () => proposalFilter({ state: {} }),
      () => filterExpression({ 'not a field': 'x' }),
      () => filterExpression({ n: Number.NaN }),
      () => filterExpression({ t: new Date('nope') }),
      () => filterExpression({ t: { near: 'x' } as never }),
    ]) {
      let caught: unknown;
      try {
        build();
      } catch (error) {
        caught = error;
      }
      expect(isValidationError(caught)).toBe(true);
    }
  });
});
