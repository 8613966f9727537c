/** E-mail and phone number validation. */
import type { FakeHandler } from '@org/http-core/testing';
import { admitLookup, charge, checkBalance } from '../access.js';
import { ok } from '../answers.js';
import { checkEmail, checkPhoneNumber } from '../contact-checks.js';
import type { FakeContext } from '../fake-context.js';

/** Handlers of the e-mail and phone checks; each charges one lookup. */
export function contactCheckHandlers(context: FakeContext) {
  const { state } = context;
  const check =
    (kind: string, verdict: (query: string) => unknown): FakeHandler =>
    (req) => {
      const access = admitLookup(req, state);
      checkBalance(access, state);
      const query = req.query.get('query')!;
      const result = verdict(query);
      charge(access, state, kind, query);
      return ok(result);
    };
  return {
    'emails.validate': check('Email Validation', checkEmail),
    'phoneNumbers.validate': check('Phone Validation', checkPhoneNumber),
  };
}
