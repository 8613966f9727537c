/**
 * Plain words for a failed check: what was expected (`must be at most 100`, `must not be empty`) and, where it
 * may be shown, what was given (`(got 1000)`). The engine passes {@link issueMessage} to zod as the error map of
 * every check it makes, so a schema needs no message locale; a message a schema gives itself
 * (`z.regex(pattern, 'must be a GUID')`) still wins.
 */
import type * as z from 'zod/mini';

type Issue = z.core.$ZodIssue;

/** What a value of each type is called in a message; other types are named as zod names them. */
const typeWords: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  bigint: 'a bigint',
  date: 'a Date',
  array: 'an array',
  tuple: 'an array',
  object: 'an object',
  record: 'an object',
  file: 'a File',
  null: 'null',
};

/** The unit a length is counted in, per kind of value that has one. */
const lengthUnits: Readonly<Record<string, string>> = { string: 'characters', array: 'items', set: 'items', map: 'entries', file: 'bytes' };

/** What a string format is called, for the formats the error map meets without a message of the schema's own. */
const formatWords: Readonly<Record<string, string>> = {
  email: 'an e-mail address',
  url: 'a URL',
  uuid: 'a UUID',
  guid: 'a GUID',
  datetime: 'an ISO 8601 date-time such as 2030-01-02T03:04:05Z',
  date: 'an ISO 8601 date such as 2030-01-02',
  time: 'an ISO 8601 time such as 03:04:05',
  duration: 'an ISO 8601 duration such as P1D',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  base64: 'base64 text',
};

/**
 * The plain-English message of a zod issue, without the field's name (`must be at most 100`), or `undefined`
 * to leave it to zod. Given to zod as the error map of a parse, so a message a schema sets itself wins.
 */
export function issueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${typeWords[issue.expected] ?? `of type ${issue.expected}`}`;
    case 'too_big':
      return sizeMessage(issue.origin, issue.maximum, issue.exact ? 'exactly' : issue.inclusive === false ? 'less than' : 'at most');
    case 'too_small':
      if (issue.minimum === 1 && !issue.exact && issue.inclusive !== false && issue.origin in lengthUnits) return 'must not be empty';
      return sizeMessage(issue.origin, issue.minimum, issue.exact ? 'exactly' : issue.inclusive === false ? 'more than' : 'at least');
    case 'invalid_format':
      return formatMessage(issue);
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${shownValue(issue.values[0])}` : `must be one of ${issue.values.map(shownValue).join(', ')}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} it does not take: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return unionMessage(issue.errors as readonly (readonly Issue[])[]);
    case 'invalid_key':
      return `has a key that ${issue.issues[0]?.message ?? 'is not allowed'}`;
    case 'invalid_element':
      return `has an item that ${issue.issues[0]?.message ?? 'is not allowed'}`;
    case 'custom':
      return 'is not valid';
    default:
      return undefined;
  }
}

/** `must be at most 100`, `must be at most 64 characters long`, `must have at least 2 items`. */
function sizeMessage(origin: string, bound: number | bigint, how: string): string {
  const unit = lengthUnits[origin];
  if (unit === undefined) {
    if (origin === 'date') return `must be ${how === 'at most' || how === 'less than' ? 'on or before' : 'on or after'} ${new Date(Number(bound)).toISOString()}`;
    return `must be ${how} ${bound}`;
  }
  if (origin === 'string') return `must be ${how} ${bound} ${unit} long`;
  return `must have ${how} ${bound} ${unit}`;
}

function formatMessage(issue: Extract<z.core.$ZodRawIssue, { code: 'invalid_format' }>): string {
  const detail = issue as { prefix?: string; suffix?: string; includes?: string; pattern?: string };
  switch (issue.format) {
    case 'starts_with':
      return `must start with "${detail.prefix}"`;
    case 'ends_with':
      return `must end with "${detail.suffix}"`;
    case 'includes':
      return `must contain "${detail.includes}"`;
    case 'regex':
      return `must match the pattern ${detail.pattern}`;
    default:
      return `must be ${formatWords[issue.format] ?? `in ${issue.format} format`}`;
  }
}

/**
 * A union none of whose forms took the value: the one form the value has the type of says what is wrong with
 * it (an empty string where a term or a list of terms is taken: `must not be empty`); when it has the type of
 * none, the forms are listed (`must be a string or an array`).
 */
function unionMessage(forms: readonly (readonly Issue[])[]): string {
  const typeMismatch = (issues: readonly Issue[]) => issues.length === 1 && issues[0]!.code === 'invalid_type' && issues[0]!.path.length === 0;
  const near = forms.filter((issues) => issues.length > 0 && !typeMismatch(issues));
  if (near.length === 1) {
    const first = near[0]![0]!;
    return first.path.length === 0 ? first.message : `${first.path.join('.')}: ${first.message}`;
  }
  if (near.length === 0 && forms.length > 0) {
    const expected = [...new Set(forms.map((issues) => (issues[0] as { expected?: string }).expected ?? 'other'))];
    const words = expected.map((type) => typeWords[type] ?? type);
    return `must be ${words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`}`;
  }
  return 'does not match any of the forms it may take';
}

/** Longest text shown of a value that was given; longer text is cut. */
const shownLength = 40;

/** A value as a message shows it: `1000`, `"abc"`, `true`, `null`. */
function shownValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > shownLength ? `${value.slice(0, shownLength)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value === undefined) return 'nothing';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'an invalid Date' : value.toISOString();
  if (Array.isArray(value)) return `an array of ${value.length}`;
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** The kind of a value, for where its content may not be shown: `a string`, `a number`, `an array`. */
function shownKind(value: unknown): string {
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : value instanceof Date ? 'Date' : typeof value;
  return kind === 'null' ? kind : `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;
}

/**
 * What was given, as a message shows it after what was expected: `(got 1000)`, `(got "abc")`, `(got 120
 * characters)` for a length check, `''` when there is nothing to add. Of a secret (`hidden`: a parameter
 * declared `secret`, or a field whose name says it holds a credential) no content is shown: at most its kind,
 * for a value of the wrong type.
 */
export function givenPart(issue: { readonly code?: string; readonly input?: unknown; readonly origin?: unknown }, hidden: boolean): string {
  const { code, input } = issue;
  if (input === undefined || code === 'unrecognized_keys' || code === 'invalid_key' || code === 'invalid_element') return '';
  if (code === 'invalid_type') return ` (got ${hidden ? shownKind(input) : shownValue(input)})`;
  if (hidden) return '';
  if ((code === 'too_big' || code === 'too_small') && typeof issue.origin === 'string' && issue.origin in lengthUnits) {
    // `must not be empty` says it all.
    if (lengthOf(input) === 0) return '';
    const size = lengthOf(input);
    return size === undefined ? '' : ` (got ${size} ${lengthUnits[issue.origin]})`;
  }
  return ` (got ${shownValue(input)})`;
}

function lengthOf(value: unknown): number | undefined {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (value instanceof Set || value instanceof Map) return value.size;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return value.size;
  return undefined;
}
