import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { summaryTable } from './report.js';
import { runTours } from './runner.js';
import { tours } from './tours.js';

describe('the tour', () => {
  it('runs every step of every service against the fakes, and each does what it should', async () => {
    const lines: string[] = [];
    const records = await runTours(tours, { print: (line) => lines.push(line) });
    expect(records.filter((r) => r.status !== 'ok').map((r) => `${r.service}: ${r.task}: ${r.result}`)).toEqual([]);
    expect(new Set(records.map((r) => r.service))).toEqual(new Set(tours.map((t) => t.service)));
    expect(lines).toHaveLength(records.length);
    expect(summaryTable(records)).toMatch(/^total\s+\d+\s+0\s+0/m);
  });

  it('skips fake-only steps against a deployment and asks for missing settings', async () => {
    const tour = tours.find((t) => t.service === 'access-control')!;
    await expect(runTours([tour], { baseUrl: 'http://127.0.0.1:9', settings: {}, print: () => {} })).rejects.toThrow(/--set token=/);
  });

  it('runs against a given base URL with given settings, as it would against a deployment', async () => {
    const tour = tours.find((t) => t.service === 'checkout-utility')!;
    const running = await tour.fake.start();
    try {
      const records = await runTours([tour], { baseUrl: running.url, settings: running.settings, print: () => {} });
      expect(records.map((r) => r.status)).toEqual(tour.steps.map((s) => (s.fakeOnly ? 'skipped' : 'ok')));
    } finally {
      await running.close();
    }
  });

  it('reports a step that fails, without stopping the others', async () => {
    const tour = tours.find((t) => t.service === 'checkout-utility')!;
    const running = await tour.fake.start();
    try {
      const records = await runTours([tour], { baseUrl: running.url, settings: { apiKey: 'wrong-key' }, print: () => {} });
      expect(records[0]).toMatchObject({ status: 'failed' });
      expect(records[0]!.result).toMatch(/AuthenticationError/);
      expect(records[0]!.result).not.toContain('wrong-key');
      expect(records).toHaveLength(tour.steps.length);
    } finally {
      await running.close();
    }
  });

  describe('verbose mode: the clients log at the level ORG_SDK_LOG sets (debug for npm start -- --verbose)', () => {
    const saved = process.env.ORG_SDK_LOG;
    beforeEach(() => {
      process.env.ORG_SDK_LOG = 'debug';
    });
    afterEach(() => {
      if (saved === undefined) delete process.env.ORG_SDK_LOG;
      else process.env.ORG_SDK_LOG = saved;
    });

    it('shows requests and responses with package, operation, status and redacted headers, never the credential', async () => {
      const tour = tours.find((t) => t.service === 'checkout-utility')!;
      const lines: string[] = [];
      await runTours([tour], { verbose: true, print: (line) => lines.push(line) });
      const running = await tour.fake.start();
      await running.close();
      expect(lines.some((line) => /^\s+> \[@org\/checkout-utility\] originKeys\.create: -> POST \S+ \(attempt 1\) \{"headers":\{.*"x-api-key":"\[REDACTED\]"/.test(line))).toBe(true);
      expect(lines.some((line) => /^\s+> \[@org\/checkout-utility\] originKeys\.create: <- 200 POST \S+ \(\d+ ms/.test(line))).toBe(true);
      expect(lines.join('\n')).not.toContain(running.settings.apiKey!);
    });

    it('also logs the calls of clients a step makes itself', async () => {
      const tour = tours.find((t) => t.service === 'access-control')!;
      const lines: string[] = [];
      const records = await runTours([tour], { verbose: true, print: (line) => lines.push(line) });
      expect(records.every((r) => r.status === 'ok')).toBe(true);
      // Only the Global Administrator's own client, made inside its step, calls elevateAccess.
      expect(lines.some((line) => /^\s+> \[@org\/access-control\] \S+: -> POST \S+\/elevateAccess\?/.test(line))).toBe(true);
    });

    it('prints nothing of the clients without it', async () => {
      delete process.env.ORG_SDK_LOG;
      const tour = tours.find((t) => t.service === 'checkout-utility')!;
      const lines: string[] = [];
      await runTours([tour], { print: (line) => lines.push(line) });
      expect(lines).toHaveLength(tour.steps.length);
    });
  });
});
