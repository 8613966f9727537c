/**
 * Parts of a call that only some calls run (encoding a request body, checking a URL the service handed back),
 * loaded on demand: a dynamic import, which a browser bundler splits into a chunk of its own, so that a page whose
 * calls never need a part never downloads it.
 */
import { NetworkError } from './errors.js';

/**
 * `load`, run once, on the first call that needs what it loads (named by its operation's id and method). A load that failed (the page went offline) is a
 * {@link NetworkError} of that call, nothing sent, and is tried again by the next one. `what` says what the part
 * is for, in that error's words: `the code for ${what} could not be loaded` (`request bodies`, `list walks`).
 */
export function onDemand<T>(load: () => Promise<T>, what: string): (operation: { readonly id: string; readonly method?: string }) => Promise<T> {
  let loading: Promise<T> | undefined;
  return (operation) =>
    (loading ??= load()).catch((error: unknown) => {
      loading = undefined;
      throw new NetworkError(`${operation.id}: the code for ${what} could not be loaded; nothing was sent`, { operation: operation.id, method: operation.method }, { cause: error });
    });
}
