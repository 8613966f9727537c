import { defineOperation } from '@org/http-core';
import { EmailCheck } from '../models/email.js';
import { envelope } from '../models/envelope.js';
import { notBlankString } from '../params/string-checks.js';
import { lookupTags } from '../params/tags.js';

/**
 * Checks whether an e-mail address can receive mail, and whether it is disposable, free, a role
 * mailbox or on a catch-all domain. Affects the balance; accepts `tags`.
 *
 * @example
 * ```ts
 * const { result } = await client.emails.validate({ query: 'ada@example.com' });
 * ```
 */
export const emailsValidate = defineOperation({
  method: 'GET',
  path: '/emails',
  summary: 'E-mail validation',
  query: {
    query: { schema: notBlankString, name: 'query', description: 'The e-mail address to check.' },
    tags: lookupTags,
  },
  response: envelope(EmailCheck),
  successStatus: [200],
});

/** Checking an e-mail address. */
export const emailsGroup = {
  validate: emailsValidate,
} as const;
