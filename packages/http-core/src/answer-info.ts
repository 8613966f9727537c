import type { ResponseInfo } from './api-promise.js';
import { requestIdOf } from './response-parser.js';

/** Status, headers and request id of an answer; the request id and the shown URL are found only when read. */
export class AnswerInfo implements ResponseInfo {
  readonly status: number;
  readonly headers: Headers;
  readonly attempts: number;
  readonly #shown: () => string;
  readonly #requestIdHeaders: readonly string[];
  #requestId: string | undefined | null = null;

  constructor(response: Response, attempts: number, shown: () => string, requestIdHeaders: readonly string[]) {
    this.status = response.status;
    this.headers = response.headers;
    this.attempts = attempts;
    this.#shown = shown;
    this.#requestIdHeaders = requestIdHeaders;
  }

  get requestId(): string | undefined {
    if (this.#requestId === null) this.#requestId = requestIdOf(this.headers, this.#requestIdHeaders);
    return this.#requestId;
  }

  get url(): string {
    return this.#shown();
  }

  toJSON(): ResponseInfo {
    return { status: this.status, headers: this.headers, requestId: this.requestId, attempts: this.attempts, url: this.url };
  }
}
