/**
 * In a browser, calls are not traced (`tracing.browser.ts`): a call's attempts run as they are, and no call has a
 * trace. Node gets `attempt-trace.ts`.
 */
import type { WithResponse } from './api-promise.js';
import type { CallTrace, TraceCall, TracedCall } from './call-trace.js';

/** Runs a call's `attempts`: no trace in a browser. */
export function withinTrace<T>(_request: object, _call: TracedCall, _traced: TraceCall | undefined, attempts: () => Promise<WithResponse<T>>): Promise<WithResponse<T>> {
  return attempts();
}

/** `undefined`: no call has a trace in a browser. */
export function traceOf(_request: object): CallTrace | undefined {
  return undefined;
}
