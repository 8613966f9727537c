/**
 * An empty or 204 answer where the operation declares a body: for every package's read, a 204 and an empty 200
 * are a `ResponseValidationError` in strict mode (one request: not retried) and a logged warning in lenient mode
 * (the call resolves, to `undefined` where it returns the body). A read that lists 204 among its statuses
 * accepts it quietly; one whose listed statuses leave 204 out fails it as an error answer (`ApiError` 204).
 */
import { isResponseValidationError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { captureLogger } from '../harness/capture-logger.js';
import { useSession } from '../harness/fake-session.js';
import { settle } from '../harness/settle.js';
import { probedCalls } from '../probe-calls.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';

const answers = [
  { name: '204', status: 204 },
  { name: 'empty 200', status: 200 },
] as const;

describe.each(probes.filter((probe) => probedCalls(probe).some((call) => call.role === 'read' && call.readsJson)))('$service', (probe) => {
  const read = probedCalls(probe).find((call) => call.role === 'read')!;
  const { operation } = read;
  const listed204 = operation.spec.successStatus?.includes(204) ?? false;
  const isList = operation.spec.pagination !== undefined;
  const session = useSession(probe);

  const send = (validation: 'strict' | 'lenient') => {
    const log = captureLogger();
    const client = session.clientWith({ validation, logger: log, logLevel: 'warn' });
    return { log, outcome: settle(read.call.send(client, read.call.input(session.target), {}, session.target)) };
  };

  for (const answer of answers) {
    const quiet = answer.status === 204 && listed204;
    // Statuses listed without this one: the answer is an error answer, whatever the mode.
    const refused = operation.spec.successStatus !== undefined && !operation.spec.successStatus.includes(answer.status);
    if (refused) {
      it(`${operation.id}: ${answer.name}, not among its listed statuses: ApiError ${answer.status} in strict and lenient mode`, async (context) => {
        record(context, 'fault', probe.service, `${answer.name} where a body is declared (strict)`);
        for (const mode of ['strict', 'lenient'] as const) {
          session.fake.reset();
          session.fake.faults.emptyBody(answer.status, { operation: operation.id, times: 'always' });
          const result = await send(mode).outcome;
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.error).toMatchObject({ kind: 'api', status: answer.status, operation: operation.id });
        }
      });
      continue;
    }

    it(`${operation.id}: ${answer.name} where a body is declared, strict: ${quiet ? 'accepted (204 listed)' : 'ResponseValidationError, one request'}`, async (context) => {
      const entry = record(context, 'fault', probe.service, `${answer.name} where a body is declared (strict)`);
      session.fake.faults.emptyBody(answer.status, { operation: operation.id, times: 'always' });
      const { outcome } = send('strict');
      const result = await outcome;
      const requests = session.fake.requestCount();
      entry.mistakenRequests = Math.max(0, requests - 1);
      expect(requests).toBe(1);
      if (quiet) {
        expect(result.ok).toBe(true);
        return;
      }
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(isResponseValidationError(result.error), String(result.error)).toBe(true);
      expect((result.error as Error).message).toContain(`${operation.id} declares a response body`);
      expect(result.error).toMatchObject({ operation: operation.id, status: answer.status });
    });

    it(`${operation.id}: ${answer.name} where a body is declared, lenient: ${quiet ? 'accepted (204 listed)' : 'resolves, warning logged'}`, async (context) => {
      const entry = record(context, 'fault', probe.service, `${answer.name} where a body is declared (lenient)`);
      session.fake.faults.emptyBody(answer.status, { operation: operation.id, times: 'always' });
      const { outcome, log } = send('lenient');
      const result = await outcome;
      const requests = session.fake.requestCount();
      entry.mistakenRequests = Math.max(0, requests - 1);
      expect(result.ok, result.ok ? '' : String(result.error)).toBe(true);
      expect(requests).toBe(1);
      const warnings = log.lines.filter((line) => line.startsWith('warn ') && line.includes(`${operation.id} declares a response body`));
      expect(warnings).toHaveLength(quiet ? 0 : 1);
      if (!isList && result.ok) expect(result.value).toBeUndefined();
    });
  }
});
