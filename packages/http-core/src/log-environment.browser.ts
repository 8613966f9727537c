/**
 * In a browser there is no environment to read a log level from: its clients log at the level their options
 * set, else `warn`. Node, Deno and Bun get `log-environment.ts`.
 */
import type { LogLevel } from './log-level.js';

/** `undefined`: no environment. */
export function levelFromEnvironment(_warn: (message: string) => void): LogLevel | undefined {
  return undefined;
}
