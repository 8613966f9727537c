/**
 * Turns a thrown value into the message of an error report: a header (`TypeError: x is undefined`) and a stack
 * trace in the format the service reads for JavaScript (`    at fn (file:line:column)`).
 */

const v8Frame = /^\s+at\s/;
const atSignFrame = /^(.*)@(.+:\d+:\d+)$/;

/** The message of a thrown value and whether it carries a stack trace. */
export interface ErrorMessage {
  readonly message: string;
  /** `false` when no stack trace could be found or captured. */
  readonly hasStack: boolean;
}

/**
 * Builds the report message of `value`. An `Error` keeps its own stack trace (frames written as `fn@file:1:2`, as
 * some engines do, are rewritten to the `at` form). A value without a stack trace (a thrown string, an error
 * whose stack was lost) gets the stack of the place that reports it: the caller of `site`.
 */
export function errorMessage(value: unknown, site: (...args: never[]) => unknown): ErrorMessage {
  const header = headerOf(value);
  const stack = typeof (value as { stack?: unknown } | null)?.stack === 'string' ? ((value as { stack: string }).stack) : '';
  let frames = framesOf(stack);
  if (frames.length === 0) frames = framesOf(callSiteStack(site));
  return { message: frames.length === 0 ? header : `${header}\n${frames.join('\n')}`, hasStack: frames.length > 0 };
}

function headerOf(value: unknown): string {
  if (value instanceof Error || (typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string')) {
    const error = value as { name?: unknown; message: string };
    const name = typeof error.name === 'string' && error.name !== '' ? error.name : 'Error';
    return error.message === '' ? name : `${name}: ${error.message}`;
  }
  return `Error: ${describe(value)}`;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
  return String(value);
}

/** The frames of a stack trace in `at` form; empty when there are none. */
function framesOf(stack: string): string[] {
  const frames: string[] = [];
  for (const line of stack.split('\n')) {
    if (v8Frame.test(line)) {
      frames.push(line.replace(/^\s+/, '    '));
      continue;
    }
    const match = atSignFrame.exec(line.trim());
    if (match) frames.push(match[1] ? `    at ${match[1]} (${match[2]})` : `    at ${match[2]}`);
  }
  return frames;
}

function callSiteStack(site: (...args: never[]) => unknown): string {
  const holder: { stack?: string } = {};
  const capture = (Error as { captureStackTrace?: (target: object, constructorOpt?: unknown) => void }).captureStackTrace;
  if (typeof capture === 'function') capture(holder, site);
  else holder.stack = new Error().stack;
  return holder.stack ?? '';
}
