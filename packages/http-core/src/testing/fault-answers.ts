/**
 * What the answer-replacing faults send.
 */
import { STATUS_CODES } from 'node:http';
import type { FaultAction } from './faults.js';
import type { Answer } from './wire.js';
import { jsonAnswer, lowerCaseKeys } from './wire.js';

/** Everything a fault answer may depend on. */
export interface FaultContext {
  /** Writes an error body in the service's shape. */
  readonly errorAnswer: (status: number, message: string, headers?: Readonly<Record<string, string>>) => Answer;
  /** Base URL of the server. */
  readonly baseUrl: string;
  /** Raw path and query of the request. */
  readonly target: string;
  /** Raw path of the request. */
  readonly path: string;
}

type Replacing = Exclude<FaultAction, { type: 'delay' | 'slowBody' | 'truncated' | 'reset' | 'loseAnswer' | 'repeatPage' }>;

/** Whether a fault replaces the answer (rather than delaying, resetting, replaying or changing how it is sent). */
export function replacesAnswer(action: FaultAction): action is Replacing {
  const kind = action.type;
  return kind !== 'delay' && kind !== 'slowBody' && kind !== 'truncated' && kind !== 'reset' && kind !== 'loseAnswer' && kind !== 'repeatPage';
}

/** The answer of a replacing fault; `use` counts earlier uses of the same fault. */
export function faultAnswer(action: Replacing, use: number, context: FaultContext): Answer {
  switch (action.type) {
    case 'status': {
      const status = action.sequence[Math.min(use, action.sequence.length - 1)]!;
      if (action.body !== undefined) return jsonAnswer(status, action.body, action.headers);
      return context.errorAnswer(status, `Injected fault: ${status} ${STATUS_CODES[status] ?? ''}`.trim(), action.headers);
    }
    case 'invalidJson':
      return { status: action.status, headers: { 'content-type': 'application/json' }, body: Buffer.from('{"data": [1, 2, <not json') };
    case 'html': {
      const reason = `${action.status} ${STATUS_CODES[action.status] ?? 'Error'}`;
      const page = `<!DOCTYPE html>\n<html><head><title>${reason}</title></head><body><h1>${reason}</h1><hr><p>fake-proxy</p></body></html>\n`;
      return { status: action.status, headers: { 'content-type': 'text/html; charset=utf-8' }, body: Buffer.from(page) };
    }
    case 'emptyBody':
      return { status: action.status, headers: { 'content-type': 'application/json' }, body: Buffer.alloc(0) };
    case 'oversized':
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: paddedJson(action.bytes),
        declareLength: action.declareLength,
      };
    case 'redirect': {
      const location =
        typeof action.location === 'function'
          ? action.location({ path: context.path, url: context.baseUrl + context.target })
          : action.location;
      return { status: action.status, headers: lowerCaseKeys({ location }), body: Buffer.alloc(0) };
    }
  }
}

/** `{"data":"xxxx"}` of exactly `bytes` bytes (at least 12). */
function paddedJson(bytes: number): Buffer {
  const size = Math.max(12, bytes);
  const body = Buffer.alloc(size, 0x78); // 'x'
  body.write('{"data":"', 0, 'latin1');
  body.write('"}', size - 2, 'latin1');
  return body;
}
