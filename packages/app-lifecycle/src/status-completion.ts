/**
 * A client's own `errorParser` ends as the service's does: with the code and message an answer's status gives,
 * where what the parser read lacks them. What fills them in (`withStatusCode`) loads with the service's error format
 * (`error-format.ts`), which the engine loads before it reads any error answer, so that a page that never fails
 * never downloads it; while it cannot load, the caller's parser's result is kept as it is.
 */
import type { ErrorBodyParser } from '@org/http-core';
import type { withStatusCode } from './status-code.js';

let complete: typeof withStatusCode | undefined;

/** @internal Hands over what fills in a code and a message from the status: called by the error format as it loads. */
export function completeWith(fill: typeof withStatusCode): void {
  complete = fill;
}

/** @internal `parser`, its result completed from the answer's status once the error format has loaded. */
export function completedParser(parser: ErrorBodyParser): ErrorBodyParser {
  return (body, answer) => {
    const info = parser(body, answer);
    return complete ? complete(info, answer) : info;
  };
}
