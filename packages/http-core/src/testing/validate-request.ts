/**
 * Checks a request against its operation's declared parameters and body, as a real service would
 * before doing anything. Lenient where the wire form cannot be judged precisely.
 */
import * as z from 'zod/mini';
import { bodySpec, paramSpec, type Operation, type Schema } from '../operation.js';
import type { UndocumentedField } from './undocumented-refusal.js';
import { undocumentedText, undocumentedValue, type UndocumentedValue } from './undocumented-values.js';

/** What validation reads. */
export interface RequestParts {
  /** Decoded path parameters, by template name. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The parsed body: JSON, text or bytes; `undefined` when none was sent. */
  readonly body: unknown;
  /** Whether the body was JSON (only JSON bodies are checked against the body schema). */
  readonly bodyIsJson: boolean;
}

/** What is wrong with a request: the text of its 400 answer and, when that is what is wrong, the undocumented value. */
export interface RequestProblem {
  readonly message: string;
  readonly undocumented?: UndocumentedField;
}

/**
 * The first problem found, or `undefined` when the request is valid.
 *
 * - Path and query values are checked against their schemas as strings first; when that fails, as
 *   numbers or booleans (`"10"`, `"true"`), and as arrays for repeated or comma-separated values.
 * - A missing query parameter fails only when its schema does not accept `undefined` and it has no default.
 * - A required body must be present; a JSON body is checked against the body schema when `checkBody` is set.
 * - A value of an enum must be one the enum documents, in the path, the query and a checked body alike.
 */
export function validateRequest(operation: Operation, parts: RequestParts, checkBody = true): RequestProblem | undefined {
  const spec = operation.spec;
  for (const [key, param] of Object.entries(spec.pathParams ?? {})) {
    const { schema, name } = paramSpec(param);
    const value = parts.params[name ?? key];
    if (value === undefined) continue;
    const problem = paramProblem(schema, candidates([value], 'repeat'));
    if (problem === invalid) return { message: `Invalid path parameter ${name ?? key}: '${value}'` };
    if (problem) return undocumentedProblem(`path parameter ${name ?? key}`, { ...problem, in: 'path', field: name ?? key });
  }
  for (const [key, param] of Object.entries(spec.query ?? {})) {
    const { schema, name, aliases = [], default: fallback, style } = paramSpec(param);
    const wire = [name ?? key, ...aliases].find((candidate) => parts.query.has(candidate)) ?? name ?? key;
    const values = parts.query.getAll(wire);
    if (values.length === 0) {
      if (fallback === undefined && !z.safeParse(schema, undefined).success) return { message: `Missing required query parameter ${wire}` };
      continue;
    }
    const problem = paramProblem(schema, candidates(values, style ?? 'repeat'));
    if (problem === invalid) return { message: `Invalid query parameter ${wire}: '${values.join(',')}'` };
    if (problem) return undocumentedProblem(`query parameter ${wire}`, { ...problem, in: 'query', field: wire });
  }
  if (spec.body) {
    const body = bodySpec(spec.body);
    if (parts.body === undefined) return body.optional ? undefined : { message: 'A request body is required' };
    if (checkBody && parts.bodyIsJson && (body.encoding ?? 'json') === 'json') {
      const result = z.safeParse(body.schema, parts.body);
      if (!result.success) {
        const issue = result.error.issues[0];
        const where = issue && issue.path.length > 0 ? `body.${issue.path.map(String).join('.')}` : 'body';
        return { message: `Invalid ${where}: ${issue?.message ?? 'does not match the schema'}` };
      }
      const undocumented = undocumentedValue(body.schema, parts.body);
      if (undocumented) {
        const where = ['body', ...undocumented.path].join('.');
        return undocumentedProblem(where, { ...undocumented, in: 'body', field: undocumented.path.join('.') });
      }
    }
  }
  return undefined;
}

/** The problem of an undocumented value in `where` (`query parameter kind`, `body.members.1.role`). */
function undocumentedProblem(where: string, undocumented: UndocumentedField): RequestProblem {
  return { message: `Invalid ${where}: ${undocumentedText(undocumented)}`, undocumented };
}

/** The values a wire string could stand for, most literal first. */
function candidates(values: readonly string[], style: 'repeat' | 'comma'): unknown[] {
  const out: unknown[] = [];
  if (values.length === 1) {
    const [value] = values as [string];
    out.push(value);
    const scalar = coerce(value);
    if (scalar !== value) out.push(scalar);
    const items = style === 'comma' ? value.split(',') : [value];
    out.push(items, items.map(coerce));
  } else {
    out.push(values, values.map(coerce));
    if (style === 'comma') out.push(values.flatMap((value) => value.split(',')));
  }
  return out;
}

function coerce(value: string): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(value)) return Number(value);
  return value;
}

const invalid = 'invalid';

/**
 * What is wrong with a parameter: `invalid` when none of the values it could stand for matches its schema, the
 * undocumented enum value when each that matches holds one, else `undefined`.
 */
function paramProblem(schema: Schema, values: readonly unknown[]): typeof invalid | UndocumentedValue | undefined {
  const matching = values.filter((value) => z.safeParse(schema, value).success);
  if (matching.length === 0) return invalid;
  let first: UndocumentedValue | undefined;
  for (const value of matching) {
    const found = undocumentedValue(schema, value);
    if (!found) return undefined;
    first ??= found;
  }
  return first;
}
