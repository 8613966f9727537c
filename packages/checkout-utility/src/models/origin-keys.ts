import * as z from '@org/http-core/light';
import { model, plainCheck, recordOf } from '@org/http-core/light';
import { originDomain } from '../origin-domain.js';

/** The request of `originKeys.create`: the merchant domains to create origin keys for. */
export const OriginKeysRequest = model({
  /** One or more origins (`https://www.example.com`, `http://localhost:3000`), checked before sending. */
  originDomains: z.array(originDomain).check(plainCheck((domains: readonly string[]) => domains.length > 0, 'must list at least one origin domain')),
});
/** The request of `originKeys.create`. */
export type OriginKeysRequest = z.input<typeof OriginKeysRequest>;

/** The answer of `originKeys.create`. Unknown fields are kept. */
export const OriginKeysResponse = model({
  /** Origin key per domain: each key of the record is a domain as sent, each value its origin key. */
  originKeys: z.optional(recordOf(z.string())),
});
/** The answer of `originKeys.create`. */
export type OriginKeysResponse = z.infer<typeof OriginKeysResponse>;
