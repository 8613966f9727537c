/** Test support (not shipped): a fake, a client on it, a logger that keeps every line, and seeded ids. */
import type { Logger } from '@org/http-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createAppLifecycleClient, type AppLifecycleClient, type AppLifecycleClientOptions } from '../client.js';
import { startAppLifecycleFake, type AppLifecycleFake, type AppLifecycleFakeOptions } from '../testing/index.js';

/** One logged line. */
export interface LogLine {
  readonly level: 'debug' | 'info' | 'warn' | 'error';
  readonly message: string;
  readonly data: unknown;
}

/** A logger that keeps every line. */
export function captureLogger(): { logger: Logger; lines: LogLine[]; text(): string } {
  const lines: LogLine[] = [];
  const at = (level: LogLine['level']) => (message: string, data?: unknown) => {
    lines.push({ level, message, data });
  };
  return {
    logger: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } as Logger,
    lines,
    text: () => lines.map((line) => `${line.level} ${line.message} ${JSON.stringify(line.data ?? '')}`).join('\n'),
  };
}

/** What most tests start from. */
export interface Setup extends AsyncDisposable {
  readonly fake: AppLifecycleFake;
  readonly client: AppLifecycleClient;
  readonly log: ReturnType<typeof captureLogger>;
  /** `{ ownerName, appName }` of the seeded app. */
  readonly app: { readonly ownerName: string; readonly appName: string };
  /** Seeded crash data of the seeded app. */
  readonly seeded: ReturnType<typeof seededCrashes>;
  /** Another client on the same fake. */
  clientWith(options: Partial<AppLifecycleClientOptions>): AppLifecycleClient;
}

/** Ids of the seeded app's crash groups (largest first), crashes and attachments. */
export function seededCrashes(fake: AppLifecycleFake) {
  const app = fake.state.findApp(fake.ids.owner, fake.ids.appName)!;
  const groups = fake.state.childrenOf(fake.state.crashGroups, app.id).map((g) => g.group);
  const crashes = fake.state.childrenOf(fake.state.crashes, app.id);
  const withAttachments = crashes.find((c) => c.attachments.length > 1)!;
  const native = crashes.find((c) => c.nativeLog !== undefined)!;
  return {
    appId: app.id,
    groups,
    crashes,
    biggestGroup: [...groups].sort((a, b) => b.count - a.count)[0]!,
    withAttachments,
    textAttachment: withAttachments.attachments.find((a) => a.attachment.content_type.startsWith('text/'))!.attachment,
    binaryAttachment: withAttachments.attachments.find((a) => !a.attachment.content_type.startsWith('text/'))!.attachment,
    native,
  };
}

/** Starts a fake and a client on it (no retries unless asked, every log line kept). */
export async function setup(options: AppLifecycleFakeOptions = {}, clientOptions: Partial<AppLifecycleClientOptions> = {}): Promise<Setup> {
  const fake = await startAppLifecycleFake(options);
  const log = captureLogger();
  const clientWith = (more: Partial<AppLifecycleClientOptions>) =>
    createAppLifecycleClient({ baseUrl: fake.url, apiKey: fake.apiKey, retry: false, validation: 'strict', logger: log.logger, ...clientOptions, ...more });
  return {
    fake,
    client: clientWith({}),
    log,
    app: { ownerName: fake.ids.owner, appName: fake.ids.appName },
    seeded: seededCrashes(fake),
    clientWith,
    [Symbol.asyncDispose]: () => fake.close(),
  };
}

/**
 * The setup of a suite: started before its tests, back to the seed (its log emptied) before each test, closed after
 * them. Its fields are ready inside tests and hooks: `const s = useSetup(); it('...', () => s.client...)`.
 */
export function useSetup(options: AppLifecycleFakeOptions = {}, clientOptions: Partial<AppLifecycleClientOptions> = {}): Setup {
  const shared = {} as Setup;
  beforeAll(async () => {
    Object.assign(shared, await setup(options, clientOptions));
  });
  afterAll(() => shared.fake?.close());
  beforeEach(() => {
    shared.fake.reset();
    shared.log.lines.length = 0;
  });
  return shared;
}
