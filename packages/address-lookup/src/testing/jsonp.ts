/**
 * JSONP, as the service documents it: with `callback=<name>` in the query, an answer (a success or an error)
 * is sent as `<name>(<json>);` for a `<script>` tag to run. The SDK never asks for it; pages that load the
 * service through a script tag do, and can test against the fake.
 */
import { errorShapes, fakeError, isFakeError, type FakeHandler, type FakeRequest, type FakeResponse } from '@org/http-core/testing';

/** A function name a page may give: identifiers joined by dots (`handle`, `app.lookups.done`). */
const callbackName = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

/** `handler`, answering in JSONP when the request names a callback. */
export function withJsonp(handler: FakeHandler): FakeHandler {
  return async (req: FakeRequest, ctx) => {
    const callback = req.query.get('callback');
    if (callback === null) return handler(req, ctx);
    if (!callbackName.test(callback)) throw fakeError(400, 4000, 'callback must be a JavaScript function name');
    try {
      return wrapped(callback, (await handler(req, ctx)) ?? {});
    } catch (error) {
      if (!isFakeError(error)) throw error;
      const code = error.code ?? error.status * 10;
      const body = errorShapes.numeric(error.status, code, error.message, { ...error.extra, requestId: ctx.requestId });
      return wrapped(callback, { status: error.status, body, headers: error.headers });
    }
  };
}

function wrapped(callback: string, answer: FakeResponse): FakeResponse {
  const json = JSON.stringify(answer.body ?? null);
  return { status: answer.status ?? 200, body: `${callback}(${json});`, headers: { ...answer.headers, 'content-type': 'application/javascript; charset=utf-8' } };
}
