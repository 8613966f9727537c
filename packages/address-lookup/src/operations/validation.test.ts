import { isValidationError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { shareFake, testClient } from '../../test/support.js';

const fake = await shareFake();

describe('emails.validate', () => {
  it('tells deliverable, free, role, disposable and unknown addresses apart', async () => {
    const client = testClient(fake);
    expect(await client.emails.validate({ query: 'ada@lovelace.example' })).toEqual({
      result: 'deliverable', deliverable: true, disposable: false, free: false, role: false, catchall: false,
    });
    expect(await client.emails.validate({ query: 'sales@gmail.com' })).toMatchObject({ result: 'deliverable', free: true, role: true });
    expect(await client.emails.validate({ query: 'x@mailinator.com' })).toMatchObject({ disposable: true });
    expect(await client.emails.validate({ query: 'bounce@shop.example' })).toMatchObject({ result: 'not_deliverable', deliverable: false });
    expect(await client.emails.validate({ query: 'who@somewhere.test' })).toEqual({
      result: 'unknown', deliverable: null, disposable: null, free: null, role: null, catchall: null,
    });
    expect(fake.requests[0]!.query.get('query')).toBe('ada@lovelace.example');
    expect(fake.state.lookups.list().map((record) => record.kind)).toEqual(Array(5).fill('Email Validation'));
  });

  it('refuses an empty address before sending', async () => {
    const error = await testClient(fake).emails.validate({ query: '' }).catch((caught: unknown) => caught);
    expect(isValidationError(error)).toBe(true);
    expect(fake.requestCount()).toBe(0);
  });
});

describe('phoneNumbers.validate', () => {
  it('validates a number with its country code and names the carrier', async () => {
    const result = await testClient(fake).phoneNumbers.validate({ query: '+44 7700 900123', tags: ['signup'] });
    expect(result).toMatchObject({
      valid: true,
      national_format: '07700 900123',
      international_format: '+447700900123',
      iso_country: 'GBR',
      current_carrier: { network_type: 'mobile' },
    });
    expect(fake.state.lookups.list()[0]).toMatchObject({ kind: 'Phone Validation', tags: ['signup'] });
  });

  it('answers an invalid number with valid false and every other field null', async () => {
    const result = await testClient(fake).phoneNumbers.validate({ query: '07700 900123' });
    expect(result).toEqual({
      valid: false, national_format: null, international_format: null, iso_country: null, iso_country_2: null, country: null,
      current_carrier: null, original_carrier: null,
    });
  });
});
