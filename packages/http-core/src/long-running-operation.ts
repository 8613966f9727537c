import type { Operation, OperationRunner, OperationSpec } from './operation.js';
import type { CallOptions } from './call-options.js';
import { errorPath, settleMismatch } from './error-path-loader.js';
import { Poller, type LongRunningSpec, type OperationResource, type PollOptions } from './polling.js';
import type { Schema } from './schema.js';
import { checkResponseBody, ResponseMismatch } from './validation.js';

/** Options of a call that starts a long-running operation. */
export type LongRunningCallOptions = CallOptions & Omit<PollOptions, 'signal'>;

/**
 * Declares a long-running operation: one that answers with an operation resource to poll (see
 * {@link LongRunningSpec}). Its client method returns a {@link Poller}, and has `resume(name)` for an
 * operation started earlier; the polling code is bundled only with such operations.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineLongRunningOperation<const S extends OperationSpec & { readonly longRunning: LongRunningSpec }>(spec: S): S {
  return { ...spec, makeMethod: longRunningMethod };
}

function longRunningMethod(runner: OperationRunner, operation: Operation, lookup: (id: string) => Operation): unknown {
  const longRunning = operation.spec.longRunning!;
  const poll = lookup(longRunning.poll);
  const cancel = longRunning.cancel === undefined ? undefined : lookup(longRunning.cancel);
  const poller = (start: (call: CallOptions) => Promise<OperationResource>, options: LongRunningCallOptions) => {
    const { intervalMs, maxIntervalMs, onProgress, ...call } = options;
    const withSignal = (signal: AbortSignal | undefined): CallOptions => (signal ? { ...call, signal } : call);
    // A failure the service reports inside the operation becomes an error message: never with a credential in it.
    const scrubbed = async (state: OperationResource): Promise<OperationResource> =>
      state.error === undefined ? state : { ...state, error: (await errorPath()).scrubDeep(state.error, runner.secretsFor(call)) };
    return new Poller(
      {
        start: async () => await scrubbed(await start(call)),
        read: async (name, signal, timeLeftMs) => {
          // Each read gets what is left of the call's total time, so the whole wait ends at its deadline.
          const options = timeLeftMs === undefined ? withSignal(signal) : { ...withSignal(signal), totalTimeout: Math.max(1, Math.floor(timeLeftMs)) };
          return await scrubbed((await runner.execute<OperationResource>(poll, { name }, options)).data);
        },
        cancel: cancel && (async (name, signal) => runner.execute(cancel, { name }, withSignal(signal))),
        result: (response) => checkedResult(runner, longRunning.result, response, operation.id),
        finish: (error) => runner.finish(error, call),
      },
      { intervalMs, maxIntervalMs, onProgress, signal: call.signal, totalTimeoutMs: call.totalTimeout },
    );
  };
  const method = (input: Record<string, unknown> = {}, options: LongRunningCallOptions = {}) =>
    poller(async (call) => (await runner.execute<OperationResource>(operation, input, call)).data, options);
  method.resume = (name: string, options: LongRunningCallOptions = {}) =>
    poller(async (call) => (await runner.execute<OperationResource>(poll, { name }, call)).data, options);
  return method;
}

/** A finished operation's result, checked as the client checks answers (its `validation`). */
async function checkedResult(runner: OperationRunner, schema: Schema | undefined, data: unknown, operation: string): Promise<unknown> {
  const checked = checkResponseBody(schema, data, runner.validation, runner.logger, () => ({ operation, status: 200 }));
  return checked instanceof ResponseMismatch ? settleMismatch(checked) : checked;
}
