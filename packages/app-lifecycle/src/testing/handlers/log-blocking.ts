/**
 * Blocking an app's logs, or one installation's: from then on the logs they send are dropped (`ingestLogs`); what
 * was collected before stays. A block cannot be lifted. Any install id is taken, seen before or not.
 */
import { appOf, type FakeContext } from '../context.js';
import { jsonString } from '../json-string.js';
import { WHOLE_APP } from '../log-ingestion.js';
import { childKey } from '../state.js';
import { iso } from '../time.js';
import type { Handlers } from './types.js';

/** Handlers of `logBlocking.*`. */
export function logBlockingHandlers(fake: FakeContext): Handlers {
  const block = (appId: string, installId: string) => {
    const key = childKey(appId, installId);
    if (!fake.state.logBlocks.has(key)) fake.state.logBlocks.set(key, { appId, installId, blockedAt: iso(fake.now()) });
  };
  return {
    'logBlocking.blockApp': (req) => {
      const app = appOf(fake, req);
      block(app.id, WHOLE_APP);
      return jsonString(200, `Logs of ${app.name} are blocked`);
    },
    'logBlocking.blockDevice': (req) => {
      const app = appOf(fake, req);
      block(app.id, req.params.install_id!);
      return jsonString(200, `Logs of installation ${req.params.install_id} of ${app.name} are blocked`);
    },
  };
}
