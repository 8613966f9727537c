/**
 * The load and soak runs' server: the http-core fake server of {@link soakService}, in its own process so that
 * its memory and CPU never count against the client measured. It tells its parent how many requests and
 * connections it received.
 */
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { fakeError, json, startFakeServer } from '@org/http-core/testing';
import { itemAt, SOAK_TOKEN, soakService } from './soak-service.js';

/** Messages the server process sends to its parent. */
export type SoakServerMessage =
  | { readonly type: 'listening'; readonly url: string }
  | { readonly type: 'stats'; readonly requests: number; readonly connections: number };

/** Messages the parent sends. */
export type SoakServerCommand = { readonly type: 'stats' } | { readonly type: 'stop' };

async function runAsChild(): Promise<void> {
  const server = await startFakeServer({
    service: soakService,
    auth: { bearer: (token) => (token === SOAK_TOKEN ? { user: 'soak' } : undefined) },
    handlers: {
      'items.get': (req) => json(200, itemAt(Number(req.params.itemId!.slice('item-'.length)))),
      'items.list': (req) => {
        const total = Number(req.query.get('total'));
        const size = Number(req.query.get('pageSize') ?? 100);
        const from = Number(req.query.get('pageToken') ?? 0);
        if (!Number.isInteger(from) || from < 0) throw fakeError(400, 'INVALID_ARGUMENT', 'bad page token');
        const to = Math.min(total, from + size);
        const items = Array.from({ length: to - from }, (_, i) => itemAt(from + i));
        return json(200, to < total ? { items, nextPageToken: String(to) } : { items });
      },
    },
  });
  const send = (message: SoakServerMessage) => process.send?.(message);
  process.on('message', (command: SoakServerCommand) => {
    if (command.type === 'stats') send({ type: 'stats', requests: server.requestCount(), connections: server.connections });
    if (command.type === 'stop') void server.close().then(() => process.exit(0));
  });
  process.on('disconnect', () => process.exit(0));
  send({ type: 'listening', url: server.url });
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  void runAsChild();
}
