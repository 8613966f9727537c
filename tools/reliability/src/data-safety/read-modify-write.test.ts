/**
 * Unknown response fields and unknown enum values survive a read-modify-write: the fake answers a read with
 * fields and an enum value the package does not know, the probe changes one known field and writes the
 * resource back, and the fake must receive the additions unchanged.
 */
import { describe, expect, it } from 'vitest';
import { useSession } from '../harness/fake-session.js';
import { settle } from '../harness/settle.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';
import { additionsIn, expectedAdditions, getPath, withAdditions } from './resource-paths.js';

describe.each(probes.filter((probe) => probe.readModifyWrite))('$service', (probe) => {
  const rmw = probe.readModifyWrite!;
  const session = useSession(probe);

  it(`${rmw.resource}: unknown fields and enum values go back to the service`, async (context) => {
    record(context, 'data-safety', probe.service, `read-modify-write: ${rmw.resource}`);
    const prepared = await rmw.prepare(session);
    const extended = withAdditions(await rmw.read(session, prepared), rmw);
    session.fake.faults.status([200], { body: rmw.answerWith ? rmw.answerWith(extended as never) : extended, times: 1 });
    const resource = await rmw.read(session, prepared);
    expect(additionsIn(resource, rmw), 'the client dropped what it read').toEqual(expectedAdditions(rmw));

    const sentBefore = session.fake.requests.length;
    // What the service then makes of a value it does not know is its own affair (some fakes refuse one):
    // the check is that the client sent everything back.
    await settle(rmw.write(session, resource as never, prepared));
    const writes = session.fake.requests.slice(sentBefore).filter((request) => request.operationId === rmw.writeOperation);
    expect(writes, 'the write did not reach the fake').toHaveLength(1);
    expect(additionsIn(getPath(writes[0]!.json, rmw.writtenAt), rmw)).toEqual(expectedAdditions(rmw));
  });
});
