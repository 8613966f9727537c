/**
 * The service's names for the statuses of its error answers, and the code and message an error gets from its status
 * when its body names none: what the service's error parser (`error-parser.ts`, loaded with the error path) and a
 * caller's own `errorParser` both end with.
 */
import type { ErrorAnswer, ServiceErrorInfo } from '@org/http-core';

/**
 * `info` with a code named after the answer's status and a message saying there was none, where it lacks
 * them; `info` as it is without an answer.
 */
export function withStatusCode(info: ServiceErrorInfo | undefined, answer: ErrorAnswer | undefined): ServiceErrorInfo | undefined {
  if (answer === undefined || (info?.code !== undefined && info.message !== undefined)) return info;
  const filled = info?.code ?? codeForStatus(answer.status);
  return { ...info, code: filled, message: info?.message ?? `The service answered ${answer.status} (${filled}) without a message` };
}

const statusCodes: Readonly<Record<number, string>> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  406: 'NotAcceptable',
  409: 'Conflict',
  412: 'PreconditionFailed',
  413: 'PayloadTooLarge',
  429: 'TooManyRequests',
  500: 'InternalServerError',
  501: 'NotImplemented',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
  504: 'GatewayTimeout',
};

/**
 * The code an error answer gets when its body names none: the service's own name for the status where it
 * has one (`BadRequest`, `Unauthorized`, `NotFound`, `NotAcceptable`, `Conflict`, `TooManyRequests`,
 * `InternalServerError`), the usual HTTP name otherwise, `HTTP_<status>` for anything else.
 */
export function codeForStatus(status: number): string {
  return statusCodes[status] ?? `HTTP_${status}`;
}
