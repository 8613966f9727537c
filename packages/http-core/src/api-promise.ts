/** Status, headers and identity of the answer behind a result. */
export interface ResponseInfo {
  readonly status: number;
  readonly headers: Headers;
  /** The service's request id, from the first of the known request-id headers present. */
  readonly requestId: string | undefined;
  /** Attempts made, including the first. */
  readonly attempts: number;
  /** Redacted URL of the last attempt. */
  readonly url: string;
  /** The call's client request id, the same on every attempt (sent where the service takes one). */
  readonly clientRequestId: string;
  /** The call's idempotency key, for an operation that takes one. */
  readonly idempotencyKey: string | undefined;
}

/** A result with its {@link ResponseInfo}. */
export interface WithResponse<T> {
  readonly data: T;
  readonly response: ResponseInfo;
}

/**
 * The two ways of sending a call an {@link ApiPromise} may take, of which it takes one: for the data (the
 * answer read and checked), or for the raw `Response` with the body unread. An `ApiPromise` is one itself, so a
 * wrapper may pass the call it wraps, or map each way on its own.
 */
export interface CallStarter<T> {
  /** Sends the call and reads its answer: the data with status, headers, request id and attempts. */
  withResponse(): Promise<WithResponse<T>>;
  /** Sends the call and resolves to the raw `Response` once its headers arrive, the body unread. */
  asResponse(): Promise<Response>;
}

/** Why an `ApiPromise` refuses the second way of sending a call. */
const onlyOneWay = (asked: string, taken: string) =>
  new TypeError(
    `${asked} is not available: this call was already sent ${taken}; ask for it in the same expression as the call`,
  );

/**
 * The promise every call returns. Await it for the data, call {@link ApiPromise.withResponse} for the status,
 * headers and request id as well, or {@link ApiPromise.asResponse} for the raw `Response` with its body unread.
 *
 * The call is sent once, in the way first asked for: right after the method returns (in the same turn of the
 * event loop) it is sent for its data, unless `asResponse()` was asked for first.
 */
export class ApiPromise<T> implements PromiseLike<T> {
  readonly #start: CallStarter<T> | undefined;
  #result: Promise<WithResponse<T>> | undefined;
  #raw: Promise<Response> | undefined;
  #data: Promise<T> | undefined;

  /**
   * @param call - how to send the call, each way (an `ApiPromise` is one), or the promise of its data when the
   *   call was sent already; such an `ApiPromise` offers no `asResponse()`.
   */
  constructor(call: CallStarter<T> | Promise<WithResponse<T>>) {
    if (call instanceof Promise) {
      this.#result = call;
      return;
    }
    this.#start = call;
    // Sent as a promise's work is, unless asked for its raw response in the same turn.
    queueMicrotask(() => {
      if (this.#raw === undefined) void this.#parsed();
    });
  }

  #parsed(): Promise<WithResponse<T>> {
    if (this.#raw !== undefined) return Promise.reject(onlyOneWay('The data', 'for its raw response'));
    this.#result ??= this.#start!.withResponse();
    return this.#result;
  }

  /** The data together with status, headers, request id and attempts. */
  withResponse(): Promise<WithResponse<T>> {
    return this.#parsed();
  }

  /**
   * The raw `Response` of the call, its body unread: nothing is parsed or checked against the schema, and the
   * caller reads the body (`response.json()`, `response.body` as a stream) or cancels it
   * (`response.body?.cancel()`) to free the connection.
   *
   * Everything up to the answer's headers is as for any call: the input is checked, credentials are applied,
   * hooks run, retries and time limits apply, and an error status throws the usual typed error (its body is
   * read for the error). The time limits end when the headers arrive; reading the body is bounded by the
   * call's `signal` only.
   *
   * Ask for it in the same expression as the call (`await client.group.method(input).asResponse()`): the call
   * is sent once, and by the next turn it has been sent for its data.
   */
  asResponse(): Promise<Response> {
    if (this.#result !== undefined) return Promise.reject(onlyOneWay('asResponse()', 'for its data'));
    this.#raw ??= this.#start!.asResponse();
    return this.#raw;
  }

  #dataPromise(): Promise<T> {
    this.#data ??= this.#parsed().then((result) => result.data);
    return this.#data;
  }

  then<R1 = T, R2 = never>(
    onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#dataPromise().then(onfulfilled, onrejected);
  }

  catch<R = never>(onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<T | R> {
    return this.#dataPromise().catch(onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<T> {
    return this.#dataPromise().finally(onfinally);
  }

  get [Symbol.toStringTag](): string {
    return 'ApiPromise';
  }
}
