import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { acceptedReply } from './test-delivery.js';

/** A notification the receiver got. */
export interface ReceivedNotification {
  readonly path: string;
  /** Header values by lower-case name. */
  readonly headers: Readonly<Record<string, string>>;
  /** The raw body. */
  readonly body: string;
}

/** Options of {@link startNotificationReceiver}. */
export interface NotificationReceiverOptions {
  /** Status to answer with; default 200. */
  readonly status?: number;
  /** Body to answer with; default `[accepted]`, which makes a test delivery count as accepted. */
  readonly reply?: string;
}

/** A local endpoint that records notifications; use its `url` as a configuration's `notifyURL`. */
export interface NotificationReceiver extends AsyncDisposable {
  /** `http://127.0.0.1:<port>/notifications`. */
  readonly url: string;
  /** Notifications received, oldest first. */
  readonly received: readonly ReceivedNotification[];
  /** Changes the answer for the next notifications. */
  answerWith(options: NotificationReceiverOptions): void;
  close(): Promise<void>;
}

/** Starts a notification endpoint on a free loopback port, answering `[accepted]` unless told otherwise. */
export async function startNotificationReceiver(options: NotificationReceiverOptions = {}): Promise<NotificationReceiver> {
  const received: ReceivedNotification[] = [];
  let answer = { status: options.status ?? 200, reply: options.reply ?? acceptedReply };
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[name] = value;
    received.push({ path: req.url ?? '/', headers, body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.reply);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }));
  return {
    url: `http://127.0.0.1:${port}/notifications`,
    received,
    answerWith(next) {
      answer = { status: next.status ?? 200, reply: next.reply ?? acceptedReply };
    },
    close,
    [Symbol.asyncDispose]: close,
  };
}
