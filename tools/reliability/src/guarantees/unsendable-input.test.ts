/**
 * Input the platform cannot send × packages: a call header value above U+00FF, a call header name that is
 * not an HTTP token, a lone surrogate in a query value, and every credential scheme of the package holding a
 * character it cannot carry. Each is refused with a ValidationError naming the field, the fake sees no
 * request, and the message shows no credential (no TypeError from `fetch`, no URIError).
 * (A lone surrogate in a path value is in the path-attack catalogue, `inputs/path-attacks.ts`.)
 */
import { isValidationError, paramSpec, type ValidationError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { useSession } from '../harness/fake-session.js';
import { settle } from '../harness/settle.js';
import { callFor, firstCall, probedCalls } from '../probe-calls.js';
import type { AuthScheme, Probe, Target } from '../probe.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';

const EURO = '\u20ac';
const LONE = '\ud800';

/** A character each scheme cannot carry: above U+00FF where the credential goes into a header as it is,
 * else (query, Basic's UTF-8 base64) a lone surrogate. */
const unsendable: Record<AuthScheme, string> = { bearer: EURO, apiKeyHeader: EURO, apiKeyQuery: LONE, basic: LONE };

/** Whether a schema accepts strings (unwrapping optional, nullable, default, arrays). */
function takesString(schema: unknown): boolean {
  const def = (schema as { _zod?: { def?: { type?: string; innerType?: unknown; element?: unknown; options?: unknown[] } } })._zod?.def;
  if (!def) return false;
  if (def.type === 'string') return true;
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') return takesString(def.innerType);
  if (def.type === 'array') return takesString(def.element);
  if (def.type === 'union') return (def.options ?? []).some(takesString);
  return false;
}

/** A probed call with a string query parameter: the call, its valid input, and the parameter's name. */
function queryTarget(probe: Probe, target: Target): { send: (input: Record<string, unknown>) => Promise<unknown>; input: Record<string, unknown>; param: string } | undefined {
  for (const probed of probedCalls(probe)) {
    const param = Object.entries(probed.operation.spec.query ?? {}).find(([, spec]) => takesString(paramSpec(spec as never).schema))?.[0];
    if (param === undefined) continue;
    const input = probed.call.input(target) as Record<string, unknown>;
    return { send: (given) => probed.call.send(probe.client(target, {}), given as never, {}, target), input, param };
  }
  // Else another operation of the table whose path the probed calls' inputs fill, with no body and no other
  // required query parameter, called through the package's client as `client.<group>.<method>`.
  const known = Object.assign({}, ...probedCalls(probe).map((probed) => probed.call.input(target) as Record<string, unknown>)) as Record<string, unknown>;
  for (const operation of probe.definition.operations) {
    const { spec } = operation;
    if (spec.body && !bodyOptional(spec.body)) continue;
    if (!Object.keys(spec.pathParams ?? {}).every((key) => key in known)) continue;
    const query = Object.entries(spec.query ?? {}).map(([key, param]) => [key, paramSpec(param as never)] as const);
    const param = query.find(([, p]) => takesString(p.schema))?.[0];
    if (param === undefined || query.some(([key, p]) => key !== param && !optional(p.schema) && p.default === undefined)) continue;
    const [group, method] = operation.id.split('.') as [string, string];
    const client = probe.client(target, {}) as Record<string, Record<string, ((input: unknown) => Promise<unknown>) | undefined> | undefined>;
    if (typeof client[group]?.[method] !== 'function') continue;
    const input = Object.fromEntries(Object.keys(spec.pathParams ?? {}).map((key) => [key, known[key]]));
    return { send: (given) => firstAnswer(client[group]![method]!(given)), input, param };
  }
  return undefined;
}

/** Waits for a call; a list method's pager is read to its first item. */
async function firstAnswer(result: unknown): Promise<unknown> {
  if (result !== null && typeof result === 'object' && Symbol.asyncIterator in result) {
    for await (const item of result as AsyncIterable<unknown>) return item;
    return undefined;
  }
  return result;
}

function optional(schema: unknown): boolean {
  const type = (schema as { _zod?: { def?: { type?: string } } })._zod?.def?.type;
  return type === 'optional' || type === 'default';
}

function bodyOptional(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'optional' in body && (body as { optional?: boolean }).optional === true;
}

describe.each(probes)('$service', (probe) => {
  const session = useSession(probe);

  const refused = async (send: () => unknown, field: string, entry: { mistakenRequests: number }, hidden: readonly string[] = []) => {
    const outcome = await settle(Promise.resolve().then(send));
    entry.mistakenRequests = session.fake.requestCount();
    expect(outcome.ok, 'the call was not refused').toBe(false);
    const error = outcome.ok ? undefined : (outcome.error as ValidationError);
    expect(isValidationError(error), `expected a ValidationError, got ${String(error)}`).toBe(true);
    expect(error!.field).toBe(field);
    for (const text of hidden) expect(error!.message).not.toContain(text);
    expect(session.fake.requestCount()).toBe(0);
  };

  const first = firstCall(probe);
  it(`${first.operation.id} refuses a call header value above U+00FF`, async (context) => {
    const entry = record(context, 'bad-input', probe.service, 'call header value above U+00FF');
    const input = first.call.input(session.target);
    await refused(() => first.call.send(session.client, input, { headers: { 'X-Note': `caf${EURO}` } }, session.target), 'headers.X-Note', entry, [EURO]);
  });

  it(`${first.operation.id} refuses a call header name that is not a token`, async (context) => {
    const entry = record(context, 'bad-input', probe.service, 'call header name that is not a token');
    const input = first.call.input(session.target);
    await refused(() => first.call.send(session.client, input, { headers: { 'x note': 'a' } }, session.target), 'headers."x note"', entry);
  });

  it('refuses a lone surrogate in a query value (when a call of the probe takes a string in its query)', async (context) => {
    const found = queryTarget(probe, session.target);
    if (!found) return context.skip();
    const entry = record(context, 'bad-input', probe.service, `lone surrogate in query value ${found.param}`);
    await refused(() => found.send({ ...found.input, [found.param]: `x${LONE}` }), found.param, entry);
  });

  for (const auth of probe.auth) {
    const name = auth.label ?? auth.scheme;
    const bad = unsendable[auth.scheme];
    it(`${name}: a credential holding ${bad === EURO ? 'a character above U+00FF' : 'a lone surrogate'} is refused, unseen`, async (context) => {
      const entry = record(context, 'bad-input', probe.service, `${name}: credential the platform cannot send`);
      const accepted = auth.credentials(session.target);
      const broken = Object.fromEntries(Object.entries(accepted).map(([key, value]) => [key, value === '' ? value : `${value}${bad}`]));
      const call = callFor(probe, auth.via);
      await refused(
        () => call.send(auth.client(session.target, broken, {}), call.input(session.target), {}, session.target),
        'auth',
        entry,
        Object.values(accepted).filter((value) => value.length >= 4),
      );
    });
  }
});

