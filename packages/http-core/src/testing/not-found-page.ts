/**
 * The answer of a web front end to a path it does not serve: an HTML page, not an API error body.
 */
import type { UnknownPathRequest } from './fake-server.js';
import { text, type FakeResponse } from './responses.js';

/**
 * A 404 HTML page naming the path, as the front end of Google APIs answers a URL that is no method of the API.
 * Give it as `unknownPath` of a fake of such a service: a client with a wrong path then gets a 404 that is
 * not the API's own `NOT_FOUND` error, which means a missing resource.
 */
export function notFoundPage(request: UnknownPathRequest): FakeResponse {
  const path = request.path.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const page = `<!DOCTYPE html>\n<html lang=en>\n<title>Error 404 (Not Found)</title>\n<p><b>404.</b> That’s an error.\n<p>The requested URL <code>${path}</code> was not found on this server.\n`;
  return text(404, page, { 'content-type': 'text/html; charset=UTF-8' });
}
