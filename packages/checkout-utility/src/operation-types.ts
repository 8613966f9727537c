// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type { ApiPromise, CallOptions, OperationInput, OperationOutput, ServiceClient } from '@org/http-core';
import type { CheckoutUtilityGroups } from './service.js';

/** Input of `originKeys.create` (Create origin key values for one or more merchant domains). */
export interface OriginKeysCreateInput {
  /** The request body of `originKeys.create` (Create origin key values for one or more merchant domains), sent as JSON. */
  body: OperationInput<CheckoutUtilityGroups['originKeys']['create']>['body'];
}
/** Output of `originKeys.create` (Create origin key values for one or more merchant domains). */
export type OriginKeysCreateOutput = OperationOutput<CheckoutUtilityGroups['originKeys']['create']>;
/** Origin keys: the values a browser-side checkout integration presents for a merchant domain. */
export interface OriginKeysMethods {
  /**
   * Creates origin key values for one or more merchant domains. The answer maps each domain, exactly as
   * sent, to its key; {@link originKeyOutcomes} pairs them up domain by domain.
   *
   * Every domain is checked as an origin (scheme and host, optional port, no path) before anything is
   * sent. Not retried automatically (a POST).
   *
   * @example
   * ```ts
   * const { originKeys } = await client.originKeys.create({
   *   body: { originDomains: ['https://www.example.com', 'http://localhost:3000'] },
   * });
   * ```
   */
  create(input: OriginKeysCreateInput, options?: CallOptions): ApiPromise<OriginKeysCreateOutput>;
}
/** The methods of a client of the service: one object per group, one method per operation, documented as the operation table is. */
export interface CheckoutUtilityMethods {
  /** Origin keys: the values a browser-side checkout integration presents for a merchant domain. */
  readonly originKeys: OriginKeysMethods;
}

// `true` when `A` and `B` are the same type: the same fields, each as optional and of the same type.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
// `true` when each of `A` and `B` is assignable to the other.
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Compiles only when `T` is `true`.
type Assert<T extends true> = T;
// The surface above is the client the engine makes of the table (both ways), and each input interface is the
// table's input exactly: a change to the table that the surface does not follow fails to compile here.
declare const _surfaceIsTheTable: Assert<Mutual<CheckoutUtilityMethods, ServiceClient<CheckoutUtilityGroups>>>;
declare const _inputsAreTheTable: [
  Assert<Same<OriginKeysCreateInput, OperationInput<CheckoutUtilityGroups['originKeys']['create']>>>,
];
