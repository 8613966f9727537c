/**
 * Everything an error shows of itself: its message, `String(error)`, `toJSON()` (via `JSON.stringify`),
 * `util.inspect`, its stack, its own properties, and the same for every error in its cause chain.
 */
import { inspect } from 'node:util';

export interface Shown {
  readonly where: string;
  readonly text: string;
}

function ownProperties(value: object): string {
  const record: Record<string, unknown> = {};
  for (const key of Object.getOwnPropertyNames(value)) record[key] = (value as Record<string, unknown>)[key];
  try {
    return JSON.stringify(record);
  } catch {
    return inspect(record, { depth: 10 });
  }
}

export function shownText(error: unknown): Shown[] {
  const shown: Shown[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 10; depth++) {
    const at = depth === 0 ? 'error' : `cause ${depth}`;
    shown.push({ where: `${at} String()`, text: String(current) });
    shown.push({ where: `${at} util.inspect`, text: inspect(current, { depth: 10 }) });
    shown.push({ where: `${at} util.inspect (hidden)`, text: inspect(current, { depth: 10, showHidden: true }) });
    if (typeof current === 'object') {
      shown.push({ where: `${at} JSON.stringify`, text: JSON.stringify(current) ?? '' });
      shown.push({ where: `${at} own properties`, text: ownProperties(current) });
    }
    if (current instanceof Error) {
      shown.push({ where: `${at} message`, text: current.message });
      shown.push({ where: `${at} stack`, text: current.stack ?? '' });
    }
    current = (current as { cause?: unknown }).cause;
  }
  return shown;
}

/** The places where any of `forms` shows. */
export function hits(shown: readonly Shown[], forms: readonly string[]): string[] {
  const found: string[] = [];
  for (const { where, text } of shown) {
    for (const form of forms) if (form.length >= 4 && text.includes(form)) found.push(`${where} shows ${JSON.stringify(form)}`);
  }
  return found;
}
