/**
 * How the fake groups errors: events of the same service whose messages have the same signature share a group.
 * The signature is the message's first line with numbers blanked out, plus the first stack frame without line
 * and column numbers (or the report location when one is given). So the same failure at another time, for
 * another order number or after lines moved, falls in the same group.
 */
import { createHash } from 'node:crypto';
import type { ErrorContext } from '../models/error-context.js';

const framePattern = /^\s+at\s|^\s*File "|^\S+@\S+:\d+/;

/** The grouping signature of a reported event. */
export function signatureOf(service: string, message: string, context: ErrorContext | undefined): string {
  const lines = message.split('\n');
  const header = (lines[0] ?? '').trim().replace(/\d+/g, '#');
  const location = context?.reportLocation;
  const frame = location
    ? `${location.filePath ?? ''}:${location.functionName ?? ''}`
    : (lines.slice(1).find((line) => framePattern.test(line)) ?? '').trim().replace(/:\d+(:\d+)?/g, '');
  return `${service}\n${header}\n${frame}`;
}

/** The group id of a signature: stable, opaque, URL-safe. */
export function groupIdOf(signature: string): string {
  return createHash('sha256').update(signature).digest().subarray(0, 10).toString('base64url');
}
