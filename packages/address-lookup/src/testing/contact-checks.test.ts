import { expect, it } from 'vitest';
import { checkEmail, checkPhoneNumber } from './contact-checks.js';
import { closePostcodes } from './postcode-suggestions.js';

it('checkEmail applies its rules', () => {
  expect(checkEmail('not an address').result).toBe('not_deliverable');
  expect(checkEmail('anyone@catchall.example')).toMatchObject({ result: 'deliverable', catchall: true });
  expect(checkEmail('info@tempmail.dev')).toMatchObject({ disposable: true, role: true });
  expect(checkEmail('sam@example.test').deliverable).toBeNull();
});

it('checkPhoneNumber knows the reserved ranges and needs a country code', () => {
  expect(checkPhoneNumber('+44 20 7946 0123')).toMatchObject({ valid: true, national_format: '020 7946 0123', current_carrier: { network_type: 'landline' } });
  expect(checkPhoneNumber('0044 800 123 4567')).toMatchObject({ valid: true, current_carrier: { network_type: 'landline_tollfree' } });
  expect(checkPhoneNumber('+1 (202) 555-0143')).toMatchObject({ valid: true, iso_country: 'USA', national_format: '(202) 555-0143' });
  expect(checkPhoneNumber('020 7946 0123').valid).toBe(false);
  expect(checkPhoneNumber('+44 20 7123 4567').valid).toBe(false);
});

it('closePostcodes fixes look-alike characters and suggests near postcodes only', () => {
  const known = ['SW1A 2AA', 'SW1A 1AA', 'EC1V 4PW', 'M1 1AE'];
  expect(closePostcodes('SW1A 2AO', known)[0]).toBe('SW1A 2AA');
  expect(closePostcodes('EC1V 4PV', known)).toEqual(['EC1V 4PW']);
  expect(closePostcodes('QQQQQQQ', known)).toEqual([]);
});
