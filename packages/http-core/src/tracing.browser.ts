/**
 * In a browser, calls are not traced: loading `@opentelemetry/api` would make every page's bundler look for it.
 * Node gets `tracing.ts`.
 */
import type { TraceCall, TracedService } from './call-trace.js';

/** `undefined`: no tracer. */
export function clientTracer(_service: TracedService): TraceCall | undefined {
  return undefined;
}
