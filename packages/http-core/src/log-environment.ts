/**
 * The log level the environment asks for (`ORG_SDK_LOG`), where there is one: Node, Deno, Bun. A browser has
 * none and gets `log-environment.browser.ts`.
 */
import { levelRank, logLevelVariable, type LogLevel } from './log-level.js';

const warnedLevels = new Set<string>();

/**
 * The level `ORG_SDK_LOG` asks for (any case, surrounding space ignored), or `undefined` when it is unset or
 * there is no environment. A value that is not a level is ignored, once with a warning to `warn`.
 */
export function levelFromEnvironment(warn: (message: string) => void): LogLevel | undefined {
  let text: string | undefined;
  try {
    text = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[logLevelVariable];
  } catch {
    // A runtime that guards its environment (Deno without --allow-env) refuses to read it.
    return undefined;
  }
  if (text === undefined || text.trim() === '') return undefined;
  const level = text.trim().toLowerCase();
  if (level in levelRank) return level as LogLevel;
  if (!warnedLevels.has(text)) {
    warnedLevels.add(text);
    warn(`${logLevelVariable}=${text} is not a log level (${Object.keys(levelRank).join(', ')}); ignored`);
  }
  return undefined;
}
