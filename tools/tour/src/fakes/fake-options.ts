/**
 * Parsers of the fakes' options given on the `org-fake` command line (`--option <service>.<name>=<value>`).
 */
import type { FakeOption } from './running-fake.js';

/** A whole number from 1 up. */
export function positiveInteger(description: string, example: string): FakeOption {
  return {
    description,
    example,
    parse(value) {
      if (!/^[1-9]\d*$/.test(value)) throw new Error(`expected a whole number from 1, got '${value}'`);
      return Number(value);
    },
  };
}

/** Any non-empty text. */
export function nonEmptyText(description: string, example: string): FakeOption {
  return {
    description,
    example,
    parse(value) {
      if (value === '') throw new Error('expected a value');
      return value;
    },
  };
}

/** `true` or `false`. */
export function yesNo(description: string, example: string): FakeOption {
  return {
    description,
    example,
    parse(value) {
      if (value !== 'true' && value !== 'false') throw new Error(`expected true or false, got '${value}'`);
      return value === 'true';
    },
  };
}

/**
 * The `cors` option every fake takes here, on unless turned off: a page on another origin (a Vite dev server,
 * Storybook) may call any fake `org-fake` starts.
 */
export const corsOption = yesNo('answer CORS preflights and let pages on any origin read the answers (default true)', 'false');

/** The options each fake's start function takes, parsed from text; unknown names are refused. */
export function parseFakeOptions(
  service: string,
  known: Readonly<Record<string, FakeOption>> | undefined,
  given: Readonly<Record<string, string>> | undefined,
): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(given ?? {})) {
    const option = known?.[name];
    if (!option) {
      const names = Object.keys(known ?? {});
      throw new Error(`${service} has no option '${name}'${names.length > 0 ? ` (options: ${names.join(', ')})` : ' (it takes none)'}`);
    }
    try {
      parsed[name] = option.parse(text);
    } catch (error) {
      throw new Error(`${service}.${name}: ${(error as Error).message}`, { cause: error });
    }
  }
  return parsed;
}
