/**
 * Batch operations report partial failures item by item: a batch with inputs that cannot succeed reports
 * each input's outcome, and the fake's state agrees with every report. (A service that applies a batch
 * entirely or not at all fails every input; the probe says so.)
 */
import { describe, expect, it } from 'vitest';
import { useSession } from '../harness/fake-session.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';

describe.each(probes.filter((probe) => probe.batch))('$service', (probe) => {
  const batch = probe.batch!;
  const session = useSession(probe);

  it(`${batch.operation}: each input's outcome is reported and true`, async (context) => {
    record(context, 'data-safety', probe.service, `partial batch: ${batch.operation}`);
    const items = await batch.run(session);
    expect(items.length).toBeGreaterThan(1);
    expect(items.filter((item) => item.expectFailure).length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.reported, item.id).toBe(item.expectFailure ? 'failed' : 'succeeded');
      expect(item.stateAgrees, item.id).toBe(true);
    }
  });
});
