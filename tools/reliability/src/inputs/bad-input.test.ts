/**
 * Bad inputs × packages: path values that could change a request's target, and each service's own bad
 * inputs, are refused with a `ValidationError` naming the field, and the fake receives nothing.
 */
import { isValidationError, paramSpec, type ValidationError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { useSession } from '../harness/fake-session.js';
import { settle } from '../harness/settle.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';
import { multiSegmentAttacks, singleSegmentAttacks } from './path-attacks.js';

describe.each(probes)('$service', (probe) => {
  const session = useSession(probe);

  const refused = async (send: () => Promise<unknown>, field: string, entry: { mistakenRequests: number }) => {
    const outcome = await settle(Promise.resolve().then(send));
    entry.mistakenRequests = session.fake.requestCount();
    expect(outcome.ok, 'the call was not refused').toBe(false);
    const error = outcome.ok ? undefined : (outcome.error as ValidationError);
    expect(isValidationError(error), `expected a ValidationError, got ${String(error)}`).toBe(true);
    expect(error!.field).toBe(field);
    expect(session.fake.requestCount()).toBe(0);
  };

  const read = probe.read;
  if (read) {
    const declared = probe.definition.operation(read.operation).spec.pathParams ?? {};
    for (const param of probe.pathParams ?? []) {
      const spec = declared[param];
      if (!spec) throw new Error(`${probe.service}: ${read.operation} has no path parameter ${param}`);
      const attacks = paramSpec(spec).multiSegment ? multiSegmentAttacks : singleSegmentAttacks;
      for (const attack of attacks) {
        it(`${read.operation} refuses ${param}: ${attack.name}`, async (context) => {
          const entry = record(context, 'bad-input', probe.service, `${param}: ${attack.name}`);
          const valid = read.input(session.target) as Record<string, unknown>;
          const input = { ...valid, [param]: attack.value(String(valid[param])) };
          await refused(() => read.send(session.client, input as never, {}, session.target), param, entry);
        });
      }
    }
  }

  for (const bad of probe.badInputs) {
    it(`refuses ${bad.name} (${bad.field})`, async (context) => {
      const entry = record(context, 'bad-input', probe.service, bad.name, bad.guarantee);
      await refused(() => bad.send(session.client, session.target), bad.field, entry);
    });
  }
});
