/**
 * The service's documented test values: they go through the usual key checks, answer a fixed outcome,
 * and cost no lookup.
 */
export const testValues = {
  /** Postcodes (for `postcodes.lookup` and as an `addresses.extract` query). */
  postcodes: {
    /** A normal answer. */
    success: 'ID1 1QD',
    /** A successful answer with no addresses. */
    empty: 'ID1 KFA',
    /** 402, code 4020: the balance is used up. */
    balanceDepleted: 'ID1 CLIP',
    /** 402, code 4021: a daily limit was reached. */
    limitReached: 'ID1 CHOP',
  },
  /** UDPRNs and UMPRNs (for `udprn.get` and `umprn.get`). */
  records: {
    /** A normal answer. */
    success: 0,
    /** 404, code 4044 (UDPRN) or 4046 (UMPRN). */
    notFound: -1,
    /** 402, code 4020. */
    balanceDepleted: -2,
    /** 402, code 4021. */
    limitReached: -3,
  },
  /** Keys for `keys.availability`. */
  keys: {
    /** The shared community key: available, 15 lookups per IP address per day. */
    community: 'iddqd',
    /** A key that reports itself unavailable (no lookups left). */
    unavailable: 'idkfa',
  },
} as const;

/** Canonical postcode text: upper case, no spaces. */
export const squash = (postcode: string): string => postcode.replace(/\s+/g, '').toUpperCase();

/** The outcome of a test postcode, if `text` is one. */
export function testPostcodeOutcome(text: string): 'success' | 'empty' | 'balanceDepleted' | 'limitReached' | undefined {
  const wanted = squash(text);
  for (const [outcome, postcode] of Object.entries(testValues.postcodes)) {
    if (squash(postcode) === wanted) return outcome as 'success' | 'empty' | 'balanceDepleted' | 'limitReached';
  }
  return undefined;
}

/** The outcome of a test UDPRN or UMPRN, if `value` is one. */
export function testRecordOutcome(value: string): 'success' | 'notFound' | 'balanceDepleted' | 'limitReached' | undefined {
  for (const [outcome, record] of Object.entries(testValues.records)) {
    if (String(record) === value) return outcome as 'success' | 'notFound' | 'balanceDepleted' | 'limitReached';
  }
  return undefined;
}
