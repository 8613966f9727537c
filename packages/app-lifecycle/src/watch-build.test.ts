import { describe, expect, it } from 'vitest';
import { buildLogText } from './build-log.js';
import { useSetup } from './test-support/setup.js';
import { watchBuild } from './watch-build.js';

describe('watchBuild', () => {
  const s = useSetup({ readsPerBuildStep: 2 });

  it('polls a build until it completes and resolves with it; the log then tells the story', async () => {
    const started = await s.client.builds.create({ ...s.app, branch: s.fake.ids.configuredBranch });
    const statuses: string[] = [];
    const build = await watchBuild(s.client, { ...s.app, buildId: started.id }, { intervalMs: 1, maxIntervalMs: 2, onProgress: (b) => statuses.push(b.status) });
    expect(build).toMatchObject({ id: started.id, status: 'completed', result: 'succeeded' });
    expect(statuses).toEqual(['notStarted', 'inProgress', 'inProgress', 'completed']);
    const text = buildLogText(await s.client.builds.getLog({ ...s.app, buildId: build.id }));
    expect(text.split('\n')).toEqual([
      `Build ${build.id} queued`,
      expect.stringContaining('Checking out main'),
      'Running the build steps',
      'All steps passed',
      `Build ${build.id} succeeded`,
    ]);
  });

  it('cancels through the poller: the build then ends canceled', async () => {
    const started = await s.client.builds.create({ ...s.app, branch: s.fake.ids.configuredBranch });
    const poller = watchBuild(s.client, { ...s.app, buildId: started.id }, { intervalMs: 1 });
    await poller.cancel();
    expect((await poller).result).toBe('canceled');
    expect(s.fake.requestCount('builds.cancel')).toBe(1);
  });

  it('resolves at once for a finished build, whatever its result', async () => {
    const build = await watchBuild(s.client, { ...s.app, buildId: s.fake.ids.failedBuildId });
    expect(build.result).toBe('failed');
    expect(s.fake.requestCount('builds.get')).toBe(1);
  });

  it('stops waiting when the signal aborts', async () => {
    const started = await s.client.builds.create({ ...s.app, branch: s.fake.ids.configuredBranch });
    const controller = new AbortController();
    const poller = watchBuild(s.client, { ...s.app, buildId: started.id }, { intervalMs: 60_000, signal: controller.signal });
    await poller.operation();
    const waiting = poller.pollUntilDone();
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ kind: 'abort' });
  });
});

describe('buildLogText', () => {
  it('joins the lines, and is empty for an empty log', () => {
    expect(buildLogText({ value: ['a', 'b'] })).toBe('a\nb');
    expect(buildLogText({})).toBe('');
  });
});
