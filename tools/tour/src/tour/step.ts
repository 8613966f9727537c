/**
 * A tour step: one realistic task done through a service's public client.
 */

/** What a step reports when it did what it should. */
export interface StepOutcome {
  /** Operation ids called, in order, e.g. `['roleAssignments.create', 'permissions.listForResourceGroup']`. */
  readonly operations: readonly string[];
  /** One short line: what came back. */
  readonly result: string;
}

/** One task of a service's tour. Throws when the service did not do what it should. */
export interface TourStep<C> {
  readonly task: string;
  /** Needs the package's fake (arranges state or uses a fake-only feature); skipped against a real deployment. */
  readonly fakeOnly?: boolean;
  run(context: C): Promise<StepOutcome>;
}

/** Fails a step with a message when a condition does not hold. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Awaits a call that must fail with an error `guard` accepts, and returns the error. */
export async function expectFailure<E>(call: PromiseLike<unknown>, guard: (error: unknown) => error is E, what: string): Promise<E> {
  try {
    await call;
  } catch (error) {
    check(guard(error), `expected ${what}, got ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    return error;
  }
  throw new Error(`expected ${what}, but the call succeeded`);
}
