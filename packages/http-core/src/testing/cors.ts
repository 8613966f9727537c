/**
 * CORS for browser tests: a fake served to a page on another origin must answer preflights and
 * expose the headers the SDK reads.
 */

/** CORS settings of a fake; `cors: true` uses the defaults. */
export interface CorsOptions {
  /** `access-control-allow-origin`; default `*`. */
  readonly origin?: string;
  /** Headers exposed to scripts besides `x-request-id`, `link`, `retry-after` and the request-id headers. */
  readonly exposeHeaders?: readonly string[];
  /** Headers allowed in requests besides `authorization`, `content-type`, `x-api-key` and those a preflight asks for. */
  readonly allowHeaders?: readonly string[];
}

const baseExposed = ['x-request-id', 'link', 'retry-after', 'location', 'content-length'];
const baseAllowed = ['authorization', 'content-type', 'x-api-key'];
const methods = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** Normalises the `cors` option: `undefined` when CORS is off. */
export function corsSettings(option: boolean | CorsOptions | undefined): CorsOptions | undefined {
  if (option === undefined || option === false) return undefined;
  return option === true ? {} : option;
}

/** Whether a request is a CORS preflight (`OPTIONS` with `access-control-request-method`). */
export function isPreflight(method: string, headers: Readonly<Record<string, string>>): boolean {
  return method === 'OPTIONS' && headers['access-control-request-method'] !== undefined;
}

/** Headers added to every answer. */
export function corsHeaders(settings: CorsOptions, requestIdHeaders: readonly string[]): Record<string, string> {
  const exposed = new Set([...baseExposed, ...requestIdHeaders, ...(settings.exposeHeaders ?? [])].map((name) => name.toLowerCase()));
  return {
    'access-control-allow-origin': settings.origin ?? '*',
    'access-control-expose-headers': [...exposed].join(', '),
  };
}

/** Headers of a preflight answer (sent with status 204). */
export function preflightHeaders(settings: CorsOptions, headers: Readonly<Record<string, string>>): Record<string, string> {
  const requested = (headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  const allowed = new Set([...baseAllowed, ...(settings.allowHeaders ?? []).map((name) => name.toLowerCase()), ...requested]);
  return {
    'access-control-allow-methods': methods,
    'access-control-allow-headers': [...allowed].join(', '),
    'access-control-max-age': '600',
  };
}
