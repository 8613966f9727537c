/**
 * A `fetch` whose response bodies fail once they pass a size limit, so that a body larger than
 * `maxResponseBytes` is refused as it streams in, not after it has been read whole (an endless body would
 * otherwise fill memory until the time-out).
 */

/** The error a bounded body fails with; `bytes` counts what had arrived. */
export class BodyTooLargeError extends Error {
  constructor(readonly bytes: number) {
    super(`Response body passed the size limit at ${bytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** Statuses whose answers carry no body. */
const bodiless = new Set([101, 204, 205, 304]);

/** Wraps `fetchImpl` (default the global `fetch`) so that response bodies error past `maxBytes`. */
export function boundedFetch(fetchImpl: typeof fetch | undefined, maxBytes: number): typeof fetch {
  return async (input, init) => {
    const response = fetchImpl ? await fetchImpl(input, init) : await globalThis.fetch(input, init);
    if (!response.body || bodiless.has(response.status) || response.type === 'opaqueredirect') return response;
    // A declared length is enforced by the HTTP layer, and checked against the limit before reading.
    if (response.headers.has('content-length')) return response;
    let seen = 0;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > maxBytes) controller.error(new BodyTooLargeError(seen));
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
