/** Test support (not shipped). */

/** What `promise` rejected with; fails the test when it resolves. */
export function failure(promise: PromiseLike<unknown>): Promise<unknown> {
  return Promise.resolve(promise).then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}
