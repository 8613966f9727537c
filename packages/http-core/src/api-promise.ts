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
}

/** A result with its {@link ResponseInfo}. */
export interface WithResponse<T> {
  readonly data: T;
  readonly response: ResponseInfo;
}

/**
 * The promise every call returns. Await it for the data, or call {@link ApiPromise.withResponse}
 * for the status, headers and request id as well.
 */
export class ApiPromise<T> implements PromiseLike<T> {
  readonly #result: Promise<WithResponse<T>>;
  #data: Promise<T> | undefined;

  constructor(result: Promise<WithResponse<T>>) {
    this.#result = result;
  }

  /** The data together with status, headers, request id and attempts. */
  withResponse(): Promise<WithResponse<T>> {
    return this.#result;
  }

  #dataPromise(): Promise<T> {
    this.#data ??= this.#result.then((result) => result.data);
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
