// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type { OperationInput, OperationOutput } from '@org/http-core';
import type { CheckoutUtilityGroups } from './service.js';

/**
 * Input of `originKeys.create` (Create origin key values for one or more merchant domains).
 */
export type OriginKeysCreateInput = OperationInput<CheckoutUtilityGroups['originKeys']['create']>;
/**
 * Output of `originKeys.create` (Create origin key values for one or more merchant domains).
 */
export type OriginKeysCreateOutput = OperationOutput<CheckoutUtilityGroups['originKeys']['create']>;
