/**
 * The trace of a call's attempts, for the attempt extras (`attempt-extras.ts`): where calls are traced (Node, with
 * `@opentelemetry/api`), the trace each call runs within. A browser traces nothing and gets
 * `attempt-trace.browser.ts`, so that its attempt extras carry none of this.
 */
import type { WithResponse } from './api-promise.js';
import type { CallTrace, TraceCall, TracedCall } from './call-trace.js';

/** The trace of each traced call, by its request (the same object on every attempt). */
const traces = new WeakMap<object, CallTrace>();

/** Runs a call's `attempts` within its trace when `traced`, keeping the trace under `request` for {@link traceOf}. */
export function withinTrace<T>(request: object, call: TracedCall, traced: TraceCall | undefined, attempts: () => Promise<WithResponse<T>>): Promise<WithResponse<T>> {
  if (!traced) return attempts();
  return traced(call, (trace) => {
    if (trace) traces.set(request, trace);
    return attempts();
  });
}

/** The trace of the call whose request is `request`, while it runs within one. */
export function traceOf(request: object): CallTrace | undefined {
  return traces.get(request);
}
