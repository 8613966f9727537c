/**
 * The fake's e-mail and phone number verdicts: fixed rules over reserved values, so that tests can ask
 * for each outcome.
 *
 * E-mail: a malformed address or a mailbox starting `bounce` is not deliverable; a domain ending `.test`
 * is unknown (every flag `null`); `catchall.example` accepts any mailbox; a few well-known free and
 * disposable providers and role mailboxes (`info@`, `sales@`, ...) are flagged; anything else is deliverable.
 *
 * Phone: numbers must carry a country code. Valid ones are the UK drama ranges (`+44 7700 900xxx` mobile,
 * `+44 20 7946 0xxx` London landline, `+44 800 ...` toll-free) and the US `555-01xx` range; everything else
 * is invalid.
 */
import type { EmailCheck } from '../models/email.js';
import type { PhoneNumberCheck } from '../models/phone-number.js';

const freeProviders = new Set(['gmail.com', 'googlemail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com']);
const disposableProviders = new Set(['mailinator.com', 'tempmail.dev', 'throwaway.email']);
const roleMailboxes = new Set(['info', 'admin', 'sales', 'support', 'contact', 'hello', 'office', 'team', 'noreply']);

/** The fake's verdict on an e-mail address. */
export function checkEmail(address: string): EmailCheck {
  const match = /^([^@\s]+)@([^@\s]+\.[^@\s]+)$/.exec(address.trim());
  const flags = { disposable: false, free: false, role: false, catchall: false };
  if (!match) return { result: 'not_deliverable', deliverable: false, ...flags };
  const local = match[1]!.toLowerCase();
  const domain = match[2]!.toLowerCase();
  if (domain.endsWith('.test')) {
    return { result: 'unknown', deliverable: null, disposable: null, free: null, role: null, catchall: null };
  }
  const verdict = {
    disposable: disposableProviders.has(domain),
    free: freeProviders.has(domain),
    role: roleMailboxes.has(local),
    catchall: domain === 'catchall.example',
  };
  const deliverable = !local.startsWith('bounce');
  return { result: deliverable ? 'deliverable' : 'not_deliverable', deliverable, ...verdict };
}

interface Range {
  readonly pattern: RegExp;
  readonly iso: readonly [string, string, string];
  readonly type: 'mobile' | 'landline' | 'landline_tollfree';
  readonly carrier: string;
  readonly national: (digits: string) => string;
}

const uk = ['GBR', 'GB', 'United Kingdom'] as const;
const us = ['USA', 'US', 'United States'] as const;

const ranges: readonly Range[] = [
  { pattern: /^\+447700900\d{3}$/, iso: uk, type: 'mobile', carrier: 'Fake Mobile UK', national: (d) => `0${d.slice(3, 7)} ${d.slice(7)}` },
  { pattern: /^\+442079460\d{3}$/, iso: uk, type: 'landline', carrier: 'Fake Telecom London', national: (d) => `0${d.slice(3, 5)} ${d.slice(5, 9)} ${d.slice(9)}` },
  { pattern: /^\+44800\d{6,7}$/, iso: uk, type: 'landline_tollfree', carrier: 'Fake Freephone', national: (d) => `0${d.slice(3, 6)} ${d.slice(6)}` },
  { pattern: /^\+1\d{3}55501\d{2}$/, iso: us, type: 'landline', carrier: 'Fake Bell', national: (d) => `(${d.slice(2, 5)}) ${d.slice(5, 8)}-${d.slice(8)}` },
];

/** The fake's verdict on a phone number. */
export function checkPhoneNumber(input: string): PhoneNumberCheck {
  const digits = input.replace(/[\s().-]/g, '').replace(/^00/, '+');
  const range = ranges.find((candidate) => candidate.pattern.test(digits));
  if (!range) {
    return {
      valid: false,
      national_format: null,
      international_format: null,
      iso_country: null,
      iso_country_2: null,
      country: null,
      current_carrier: null,
      original_carrier: null,
    };
  }
  const carrier = { network_code: '99', name: range.carrier, country: range.iso[0], network_type: range.type };
  return {
    valid: true,
    national_format: range.national(digits),
    international_format: digits,
    iso_country: range.iso[0],
    iso_country_2: range.iso[1],
    country: range.iso[2],
    current_carrier: carrier,
    original_carrier: { ...carrier },
  };
}
