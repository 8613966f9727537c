/**
 * The request of a page reached by a link the service gave (`followLink`): loaded on demand (`engine.ts`) with
 * the first call that follows one. It imports nothing the page has; what it needs of the client comes as an
 * argument.
 */
import type { RequestSummary, ResponseValidationError } from './errors.js';
import type { BuiltRequest } from './request-builder.js';

/** @internal What a link may point at, and how it is refused. */
export interface LinkBase {
  /** The client's base URL (origin and path, no trailing slash), which a relative link is resolved against. */
  readonly base: string;
  /** The client's origin: a link elsewhere is not followed. */
  readonly origin: string;
  /** The class of the error of a link not followed. */
  readonly ResponseValidationError: typeof ResponseValidationError;
}

/** @internal The first page's request sent as a GET to `url`, which must stay on the client's origin. */
export function linkRequest(first: BuiltRequest, url: string, client: LinkBase): BuiltRequest {
  const summary: RequestSummary = { ...first.summary, method: 'GET' };
  let target: URL;
  try {
    target = new URL(url, client.base + '/');
  } catch {
    throw new client.ResponseValidationError(`The service gave a page link that is not a URL`, summary);
  }
  if (target.origin !== client.origin) {
    throw new client.ResponseValidationError(`The service gave a page link to another origin (${target.origin}); not followed`, summary);
  }
  const { 'content-type': _bodyType, ...headers } = first.headers;
  return { ...first, method: 'GET', url: target.href, path: target.pathname, headers, body: undefined, replayable: true, summary };
}
