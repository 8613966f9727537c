import type { ResponseInfo } from './api-promise.js';
import { scrubText } from './redaction.js';
import { requestIdOf } from './response-parser.js';

/**
 * Status, headers and request id of an answer. What a service echoed of the call's credentials is scrubbed from
 * the request id and the headers, as from everything else shown; both are found only when read.
 */
/** What an {@link AnswerInfo} knows of the call behind the answer. */
export interface AnswerContext {
  /** Attempts made, including the first. */
  readonly attempts: number;
  /** The URL as it may be shown. */
  readonly shown: () => string;
  readonly requestIdHeaders: readonly string[];
  /** Secrets of the call, scrubbed from what is shown. */
  readonly secrets?: () => readonly string[];
  readonly clientRequestId: string;
  readonly idempotencyKey: string | undefined;
}

export class AnswerInfo implements ResponseInfo {
  declare readonly status: number;
  declare readonly attempts: number;
  declare readonly clientRequestId: string;
  declare readonly idempotencyKey: string | undefined;
  readonly #received: Headers;
  readonly #shown: () => string;
  readonly #requestIdHeaders: readonly string[];
  readonly #secrets: () => readonly string[];
  #requestId: string | undefined | null = null;
  #headers: Headers | undefined;

  constructor(response: Response, context: AnswerContext) {
    this.status = response.status;
    this.#received = response.headers;
    this.attempts = context.attempts;
    this.clientRequestId = context.clientRequestId;
    this.idempotencyKey = context.idempotencyKey;
    this.#shown = context.shown;
    this.#requestIdHeaders = context.requestIdHeaders;
    this.#secrets = context.secrets ?? (() => []);
  }

  /**
   * The headers as they arrived, for the engine's own reading (a `Link` header's next page); not shown.
   *
   * @internal
   */
  get received(): Headers {
    return this.#received;
  }

  get headers(): Headers {
    return (this.#headers ??= scrubbedHeaders(this.#received, this.#secrets()));
  }

  get requestId(): string | undefined {
    if (this.#requestId === null) {
      const found = requestIdOf(this.#received, this.#requestIdHeaders);
      this.#requestId = found === undefined ? undefined : scrubText(found, this.#secrets());
    }
    return this.#requestId;
  }

  get url(): string {
    return this.#shown();
  }

  toJSON(): ResponseInfo {
    const { status, headers, requestId, attempts, url, clientRequestId, idempotencyKey } = this;
    return { status, headers, requestId, attempts, url, clientRequestId, idempotencyKey };
  }
}

/** `headers` itself when no secret shows in them, else a copy with the secrets scrubbed. */
function scrubbedHeaders(headers: Headers, secrets: readonly string[]): Headers {
  if (secrets.length === 0) return headers;
  let copy: Headers | undefined;
  headers.forEach((value) => {
    if (copy === undefined && scrubText(value, secrets) !== value) copy = new Headers();
  });
  if (copy === undefined) return headers;
  for (const [name, value] of headers) copy.append(name, scrubText(value, secrets));
  return copy;
}
