/**
 * ky in a browser (and an edge runtime): imported with the page, so that it travels in the page's own chunk rather
 * than in one more file fetched once the page has run; loading it costs a browser nothing. Node gets
 * `ky-loader.ts`.
 */
import ky from 'ky';

/** ky, already loaded. */
export function loadKy(): Promise<typeof ky> {
  return Promise.resolve(ky);
}
