/**
 * A request that works against a running fake, and the curl line that sends it.
 */

/** One request: what `org-fake` prints as a curl line and its test replays. */
export interface SampleRequest {
  readonly method: 'GET' | 'POST';
  /** Path below the fake's URL, with its query, e.g. `/postcodes/ID1%201QD`. */
  readonly path: string;
  /** Headers, credentials included, as the service takes them. */
  readonly headers: Readonly<Record<string, string>>;
  /** A JSON body, as text. */
  readonly body?: string;
}

/** Options of {@link curlLine}. */
export interface CurlOptions {
  /** A PEM file with the CA to trust, for a fake served over HTTPS. */
  readonly caFile?: string;
}

/**
 * The request as one shell line, every argument single-quoted where it needs to be:
 * `curl -sS -H 'X-API-Key: k' 'http://127.0.0.1:7001/v1/originKeys'`.
 */
export function curlLine(url: string, sample: SampleRequest, options: CurlOptions = {}): string {
  const words = ['curl', '-sS'];
  if (options.caFile !== undefined) words.push('--cacert', quote(options.caFile));
  if (sample.method !== 'GET') words.push('-X', sample.method);
  for (const [name, value] of Object.entries(sample.headers)) words.push('-H', quote(`${name}: ${value}`));
  if (sample.body !== undefined) words.push('--data', quote(sample.body));
  words.push(quote(`${url}${sample.path}`));
  return words.join(' ');
}

/** A word for a POSIX shell: bare when it is plain, single-quoted otherwise (`'` written as `'\''`). */
export function quote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
