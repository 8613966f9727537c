import { distinctSchemas, lightDifferences, sampleOf, schemasOf, zodPartsOf } from '@org/http-core/testing';
import { describe, expect, it } from 'vitest';
import * as exported from './index.js';
import * as zod from '@org/http-core/zod';

const proposal = 'buyers/b/proposals/p';
const money = { currencyCode: 'USD', units: '12', nanos: 500_000_000 };
const rfp = {
  displayName: 'Spring',
  publisherProfile: 'buyers/b/publisherProfiles/pp',
  buyerContacts: [{ email: 'a@example.com', displayName: 'A' }],
  flightStartTime: '2026-03-01T00:00:00Z',
  flightEndTime: '2026-04-01T00:00:00Z',
  estimatedGrossSpend: money,
};

/** Values each schema is meant to take, beside the one made from its definition. */
const samples: Record<string, unknown[]> = {
  'export Money': [money, { currencyCode: 'US' }, { currencyCode: 'USDX' }, { currencyCode: '€€€' }, { currencyCode: 3 }, { nanos: 1e9 }],
  'export ClientUserInput': [{ email: 'a@example.com' }, { email: 'a.b+c@mail.example.co' }, { email: 'nobody' }, { email: 'a@b' }, { email: '.a@example.com' }, { email: 7 }, {}],
  'export SendRfpRequest': [
    rfp,
    { ...rfp, flightEndTime: rfp.flightStartTime },
    { ...rfp, preferredDealTerms: {}, programmaticGuaranteedTerms: {} },
    { ...rfp, client: 'buyers/b' },
    { ...rfp, publisherProfile: 'x' },
  ],
};

describe('every schema of the package is light throughout and checks as the zod/mini schema it stands for', () => {
  const schemas = schemasOf(exported.operations, exported);
  it('finds the schemas of the table and of the exports', () => {
    expect([...schemas.keys()]).toEqual(expect.arrayContaining(Object.keys(samples)));
  });
  for (const [names, schema] of distinctSchemas(schemas)) {
    it(names.join(', '), () => {
      expect(zodPartsOf(schema)).toEqual([]);
      expect(lightDifferences(schema, [sampleOf(schema), proposal, `${proposal}/deals/d`, 'buyers/b', 'bidders/x', ...names.flatMap((name) => samples[name] ?? [])])).toEqual([]);
    });
  }
});

describe('the plain checks that stand for zod checks refuse what zod refuses', () => {
  it('an e-mail address: what z.email() refuses', () => {
    const emails = ['a@example.com', 'a.b+c@mail.example.co', "o'neil@example.org", 'nobody', 'a@b', '.a@example.com', 'a..b@example.com', 'a@-x.com', 'a@example.c', ''];
    for (const email of emails) expect(exported.ClientUserInput.safeParse({ email }).success, email).toBe(zod.email().safeParse(email).success);
  });
  it('a currency code: what z.length(3) refuses', () => {
    for (const code of ['USD', 'US', 'USDX', '', '€€€', '😀😀😀']) {
      expect(exported.Money.safeParse({ currencyCode: code }).success, code).toBe(zod.string().check(zod.length(3)).safeParse(code).success);
    }
  });
});
