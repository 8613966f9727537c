/**
 * Builds. A build starts `notStarted`; each read of its detail (`builds.get`) counts as a poll, and after
 * `readsPerBuildStep` polls it moves on: `inProgress`, then `completed` with the result the fake is set
 * to (`succeeded` unless `state.buildOutcome` says otherwise). Cancelling moves it to `cancelling`, then
 * `completed` with result `canceled`; a completed build cannot be cancelled (409). Only configured
 * branches build (400 otherwise). Only succeeded builds are distributed (400 otherwise); every
 * distribution is recorded and creates a distribution release. Download addresses exist for completed
 * builds (build artifacts only when they succeeded); they are returned, not served.
 */
import { fakeError, json, type FakeRequest } from '@org/http-core/testing';
import type { App, Build } from '../../index.js';
import type { BlobStore } from '../blob-store.js';
import { appOf, type FakeContext } from '../context.js';
import type { StoredBuild } from '../records.js';
import { childKey } from '../state.js';
import { iso } from '../time.js';
import { branchOf } from './repository.js';
import type { Handlers } from './types.js';

/** Handlers of `builds.*`. */
export function buildHandlers(fake: FakeContext, blobs: BlobStore): Handlers {
  const { state } = fake;
  const stored = (app: App, req: FakeRequest): StoredBuild =>
    state.builds.require(childKey(app.id, req.params.build_id!), () => fakeError(404, undefined, `No build ${req.params.build_id}`));
  const save = (app: App, build: StoredBuild) => state.builds.set(childKey(app.id, build.build.id), build);

  /** One poll: the build moves on once it has been read often enough. */
  const advance = (current: StoredBuild): StoredBuild => {
    const { build } = current;
    if (build.status === 'completed') return current;
    const reads = current.reads + 1;
    if (reads < state.readsPerBuildStep) return { ...current, reads };
    const at = iso(fake.now());
    switch (build.status) {
      case 'notStarted':
        return {
          ...current,
          reads: 0,
          build: { ...build, status: 'inProgress', startTime: at, lastChangedDate: at },
          log: [...current.log, `Checking out ${build.sourceBranch} at ${build.sourceVersion}`, 'Running the build steps'],
        };
      case 'cancelling':
        return {
          ...current,
          reads: 0,
          build: { ...build, status: 'completed', result: 'canceled', finishTime: at, lastChangedDate: at },
          log: [...current.log, `Build ${build.id} canceled`],
        };
      default:
        return {
          ...current,
          reads: 0,
          build: { ...build, status: 'completed', result: current.outcome, finishTime: at, lastChangedDate: at },
          log: [...current.log, current.outcome === 'succeeded' ? 'All steps passed' : 'A build step failed', `Build ${build.id} ${current.outcome}`],
        };
    }
  };

  return {
    'builds.listByBranch': (req) => {
      const app = appOf(fake, req);
      const branch = branchOf(fake, app, req.params.branch!).name;
      return json(200, state.childrenOf(state.builds, app.id).filter((b) => b.build.sourceBranch === branch).map((b) => b.build));
    },
    'builds.create': (req) => {
      const app = appOf(fake, req);
      const branch = branchOf(fake, app, req.params.branch!);
      if (!state.configs.has(childKey(app.id, branch.name))) throw fakeError(400, undefined, `Branch ${branch.name} is not configured for build`);
      const body = (req.body ?? {}) as { sourceVersion?: string };
      const sha = body.sourceVersion ?? branch.commits.at(-1)!.sha;
      if (!branch.commits.some((c) => c.sha === sha)) throw fakeError(400, undefined, `Branch ${branch.name} has no commit ${sha}`);
      const extras = state.extrasOf(app.id);
      const id = extras.nextBuildId++;
      const at = iso(fake.now());
      const build: Build = {
        id,
        buildNumber: String(id),
        sourceBranch: branch.name,
        sourceVersion: sha,
        queueTime: at,
        lastChangedDate: at,
        status: 'notStarted',
        result: 'none',
      };
      save(app, { appId: app.id, build, reads: 0, outcome: state.buildOutcome, log: [`Build ${id} queued`] });
      return json(200, build);
    },
    'builds.get': (req) => {
      const app = appOf(fake, req);
      const current = stored(app, req);
      const next = advance(current);
      save(app, next);
      if (current.build.status !== 'completed' && next.build.status === 'completed' && next.build.result !== 'canceled') fake.outbox?.buildCompleted(app, next.build);
      return json(200, next.build);
    },
    'builds.cancel': (req) => {
      const app = appOf(fake, req);
      const current = stored(app, req);
      if (current.build.status === 'completed') throw fakeError(409, undefined, `Build ${current.build.id} has already completed`);
      const at = iso(fake.now());
      const next: StoredBuild = {
        ...current,
        reads: 0,
        build: { ...current.build, status: 'cancelling', lastChangedDate: at },
        log: [...current.log, `Cancel requested`],
      };
      save(app, next);
      return json(200, next.build);
    },
    'builds.distribute': (req) => {
      const app = appOf(fake, req);
      const { build } = stored(app, req);
      if (build.status !== 'completed' || build.result !== 'succeeded') throw fakeError(400, undefined, `Build ${build.id} did not succeed; only successful builds are distributed`);
      const body = req.body as { destinations?: Array<{ id: string; type: string }>; releaseNotes?: string; mandatoryUpdate?: boolean; notifyTesters?: boolean };
      const extras = state.extrasOf(app.id);
      const releaseId = String(extras.releases.size + 1);
      const uploadId = state.ids.uuid();
      extras.distributions.push({ buildId: build.id, upload_id: uploadId, release_id: releaseId, destinations: body.destinations ?? [], ...body });
      const group = body.destinations?.find((d) => d.type === 'group')?.id;
      extras.releases.set(releaseId, { release_id: releaseId, total_count: 0, unique_count: 0, ...(group === undefined ? {} : { distribution_group: group }) });
      return json(200, { status: 'Submitted', upload_id: uploadId });
    },
    'builds.getDownloadUri': (req) => {
      const app = appOf(fake, req);
      const { build } = stored(app, req);
      const type = req.params.download_type!;
      const ready = build.status === 'completed' && (type === 'logs' || build.result === 'succeeded');
      if (!ready) throw fakeError(404, undefined, `Build ${build.id} has no ${type} to download`);
      const name = `${app.id}/builds/${build.id}/${type}`;
      const content = type === 'logs' ? stored(app, req).log.join('\n') : `${type} of build ${build.id} of ${app.name}`;
      blobs.put(name, new TextEncoder().encode(content), type === 'logs' ? 'text/plain' : 'application/zip');
      return json(200, { uri: blobs.readUrl(name) });
    },
    'builds.getLog': (req) => {
      const app = appOf(fake, req);
      return json(200, { value: stored(app, req).log });
    },
    'builds.getServiceStatus': (req) => {
      const app = appOf(fake, req);
      const supported = app.os === 'Android' || app.os === 'iOS' || app.os === 'Windows' || app.os === 'macOS';
      return json(200, {
        service: 'build',
        os: app.os,
        status: supported ? 'available' : 'unsupported',
        message: supported ? 'The build service can build this app' : `The build service does not build ${app.os} apps`,
      });
    },
  };
}
