/**
 * Inputs fail cleanly or travel faithfully × packages with a JSON body: in the probe's call with one, a value JSON
 * cannot carry (a `BigInt`, `NaN`, `Infinity`, a typed array, a function, a symbol, a cycle, a getter that
 * throws) is a `ValidationError` naming the field, and the fake receives nothing; an own `__proto__` key (as
 * `JSON.parse` makes it) reaches the wire as data, and nothing's prototype changes.
 */
import { isValidationError, type Operation, type ValidationError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { sessionWithProxy } from '../harness/session-with-proxy.js';
import { settle } from '../harness/settle.js';
import type { Probe, ProbeCall } from '../probe.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';

const cyclic = () => {
  const value: Record<string, unknown> = { name: 'loop' };
  value.back = value;
  return value;
};
const throwing = () => Object.defineProperty({}, 'value', { enumerable: true, get: () => { throw new Error('getter failed'); } });

/** What JSON cannot carry, each put at `body.probeExtra`, and the field the refusal names. */
const unsendable: ReadonlyArray<readonly [string, () => unknown, string]> = [
  ['a BigInt', () => ({ value: 10n }), 'body.probeExtra.value'],
  ['NaN', () => ({ value: Number.NaN }), 'body.probeExtra.value'],
  ['Infinity', () => ({ value: Number.POSITIVE_INFINITY }), 'body.probeExtra.value'],
  ['a typed array', () => ({ value: new Uint8Array([1]) }), 'body.probeExtra.value'],
  ['a function', () => ({ value: () => 1 }), 'body.probeExtra.value'],
  ['a symbol', () => ({ value: Symbol('s') }), 'body.probeExtra.value'],
  ['a cycle', cyclic, 'body.probeExtra.back'],
  ['a getter that throws', throwing, 'body.probeExtra.value'],
];

/** The probe's call that sends a JSON body: its own for that, else its create when that sends one. */
function jsonBodyCall(probe: Probe): { readonly call: ProbeCall<unknown, never>; readonly operation: Operation } | undefined {
  const call = probe.jsonBody ?? probe.create;
  if (!call) return undefined;
  const operation = probe.definition.operation(call.operation);
  const body = operation.spec.body as { encoding?: string; schema?: unknown } | undefined;
  const json = body !== undefined && (body.schema === undefined || (body.encoding ?? 'json') === 'json');
  return json ? { call, operation } : undefined;
}

describe.each(probes.filter((probe) => jsonBodyCall(probe)))('$service', (probe) => {
  const create = jsonBodyCall(probe)!;
  const running = sessionWithProxy(probe);

  const inputWith = (extra: (body: Record<string, unknown>) => Record<string, unknown>) => {
    const input = create.call.input(running.session.target) as Record<string, unknown>;
    return { ...input, body: extra(input.body as Record<string, unknown>) };
  };

  for (const [name, value, field] of unsendable) {
    it(`${create.operation.id}: ${name} in the body is a ValidationError naming ${field}, nothing sent`, async (context) => {
      const entry = record(context, 'bad-input', probe.service, `${name} in a JSON body`, 'inputs fail cleanly or travel faithfully');
      const input = inputWith((body) => ({ ...body, probeExtra: value() }));
      const outcome = await settle(Promise.resolve().then(() => create.call.send(running.session.client, input as never, {}, running.session.target)));
      entry.mistakenRequests = running.session.fake.requestCount();
      expect(outcome.ok, 'the call was not refused').toBe(false);
      const error = outcome.ok ? undefined : (outcome.error as ValidationError);
      expect(isValidationError(error), `expected a ValidationError, got ${String(error)}`).toBe(true);
      expect(error!.field).toBe(field);
      expect(running.session.fake.requestCount()).toBe(0);
    });
  }

  it(`${create.operation.id}: an own __proto__ key in the body reaches the wire as data, polluting nothing`, async (context) => {
    record(context, 'bad-input', probe.service, 'own __proto__ key in a JSON body', 'inputs fail cleanly or travel faithfully');
    running.proxy.proxy(running.session.target.url, (answer) => answer);
    const target = { ...running.session.target, url: running.proxy.url };
    const input = inputWith((body) => JSON.parse(`{"__proto__":{"kept":"yes"},${JSON.stringify(body).slice(1)}`) as Record<string, unknown>);
    await settle(Promise.resolve().then(() => create.call.send(running.session.clientWith({ retry: false }, running.proxy.url), input as never, {}, target)));
    expect(running.proxy.bodies[0]).toContain('"__proto__":{"kept":"yes"}');
    expect(({} as { kept?: unknown }).kept).toBeUndefined();
  });
});
