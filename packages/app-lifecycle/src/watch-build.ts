import { Poller, type CallOptions, type OperationResource } from '@org/http-core';
import type { AppLifecycleClient } from './client.js';
import type { Build } from './models/build.js';

/** Which build to follow. */
export interface BuildRef {
  readonly ownerName: string;
  readonly appName: string;
  readonly buildId: number;
}

/** Options of {@link watchBuild}. */
export interface WatchBuildOptions {
  /** First wait between reads, in ms. Default 1 000; the wait grows by half each read. */
  readonly intervalMs?: number;
  /** Longest wait between reads, in ms. Default 10 000. */
  readonly maxIntervalMs?: number;
  /** Stops waiting (not the build: see `cancel()`). */
  readonly signal?: AbortSignal;
  /** Called with the build after every read, from the first to the last. */
  readonly onProgress?: (build: Build) => void;
  /** When a build counts as finished. Default: its `status` is `completed`. */
  readonly isFinished?: (build: Build) => boolean;
  /** Options of each read (timeouts, retries, headers, auth). */
  readonly call?: Omit<CallOptions, 'signal'>;
}

/** The service's final build status. */
export const finishedBuildStatus = 'completed';

/**
 * Follows a build until it finishes. Await the poller for the finished build (check its `result`:
 * `succeeded`, `failed`, `canceled`, ...); `poll()` reads it once; `cancel()` asks the service to cancel it.
 *
 * @example
 * ```ts
 * const started = await client.builds.create({ ownerName, appName, branch: 'main' });
 * const build = await watchBuild(client, { ownerName, appName, buildId: started.id }, { intervalMs: 5_000 });
 * if (build.result !== 'succeeded') console.log(buildLogText(await client.builds.getLog({ ownerName, appName, buildId: build.id })));
 * ```
 */
export function watchBuild(client: AppLifecycleClient, ref: BuildRef, options: WatchBuildOptions = {}): Poller<Build> {
  const onProgress = options.onProgress;
  const finished = options.isFinished ?? ((build: Build) => build.status === finishedBuildStatus);
  const input = { ownerName: ref.ownerName, appName: ref.appName, buildId: ref.buildId };
  const call = (signal: AbortSignal | undefined): CallOptions => (signal ? { ...options.call, signal } : { ...options.call });
  const readBuild = async (signal: AbortSignal | undefined): Promise<OperationResource> => {
    const build = await client.builds.get(input, call(signal));
    return { name: String(build.id), done: finished(build), response: build, metadata: build };
  };
  return new Poller<Build>(
    {
      start: readBuild,
      read: (_name, signal) => readBuild(signal),
      cancel: (_name, signal) => client.builds.cancel({ ...input, body: { status: 'cancelling' } }, call(signal)),
      result: (response) => response as Build,
    },
    {
      intervalMs: options.intervalMs,
      maxIntervalMs: options.maxIntervalMs,
      signal: options.signal,
      onProgress: onProgress && ((state) => onProgress(state.response as Build)),
    },
  );
}
