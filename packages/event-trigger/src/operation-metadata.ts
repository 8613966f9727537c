import type { OperationResource } from '@org/http-core';
import { OperationMetadata } from './models/operation.js';

/**
 * The typed progress information of an operation state, as pollers hand it to `onProgress`; `undefined`
 * when the state carries none or it does not have the documented shape.
 *
 * @example
 * ```ts
 * const poller = client.triggers.create(input, { onProgress: (state) => console.log(operationMetadata(state)?.statusMessage) });
 * ```
 */
export function operationMetadata(state: Pick<OperationResource, 'metadata'>): OperationMetadata | undefined {
  const parsed = OperationMetadata.safeParse(state.metadata);
  return parsed.success ? parsed.data : undefined;
}
