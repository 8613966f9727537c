/**
 * Device test runs and test series. A run is created empty (`created`), takes its files by SHA-256 (`uploading`):
 * a file the fake holds from an upload to this run is added; one it holds from an upload to another run asks to
 * prove possession first (401 with `X-Challenge-Bytes: <first>-<last>`, answered with those bytes base64-encoded
 * as `byte_range`); any other answers 412, to be uploaded to the blob store address `startFileUpload` answers
 * (`Location`) and then added by hash again. Started on a device selection of the app with an app file in, it is
 * `validating`; each read of its detail or state counts, and after `readsPerTestRunStep` reads it moves on to
 * `running`, then `finished` with the outcome `state.testCloud.testOutcome` had at the start. Its report exists
 * once it finished or was stopped. Runs are attached to a test series (`master` unless named), made when missing.
 */
import { createHash } from 'node:crypto';
import { empty, fakeError, json, type FakeRequest } from '@org/http-core/testing';
import type { App } from '../../index.js';
import type { BlobStore } from '../blob-store.js';
import { appOf, appPath, type FakeContext } from '../context.js';
import { testSlugOf } from '../test-slug.js';
import { childKey } from '../state.js';
import type { StoredTestFile, StoredTestRun, StoredTestSeries } from '../test-cloud-records.js';
import { reportOf, testRunView } from '../test-report.js';
import { iso } from '../time.js';
import { deviceSetHandlers } from './device-sets.js';
import type { Handlers } from './types.js';

/** How long an upload address of a test file stays valid, in ms. */
const UPLOAD_WINDOW_MS = 60 * 60 * 1000;
/** Most bytes a possession challenge asks for. */
const CHALLENGE_BYTES = 32;
/** The series a run joins when it names none. */
const DEFAULT_SERIES = 'master';
/** What `wait_time` (seconds) a run not finished answers. */
const WAIT_SECONDS = 10;

/** The SHA-256 of bytes, hexadecimal. */
export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The byte range a possession challenge asks for: from the middle of the file, at most 32 bytes. */
export function challengeRange(size: number): { first: number; last: number } {
  const first = Math.floor(size / 2);
  return { first, last: Math.max(first, Math.min(size, first + CHALLENGE_BYTES) - 1) };
}

/** Handlers of `testRuns.*`, `testSeries.*` and, through `device-sets.ts`, the other device test groups. */
export function deviceTestHandlers(fake: FakeContext, blobs: BlobStore): Handlers {
  const { state } = fake;
  const tests = state.testCloud;
  const refuse = (message: string) => fakeError(400, undefined, message);

  const runOf = (app: App, req: FakeRequest): StoredTestRun => {
    const run = tests.runs.get(childKey(app.id, req.params.test_run_id!));
    if (!run || run.archived) throw fakeError(404, undefined, `No test run ${req.params.test_run_id}`);
    return run;
  };
  const seriesOf = (app: App, slug: string): StoredTestSeries =>
    tests.series.require(childKey(app.id, slug), () => fakeError(404, undefined, `No test series ${slug}`));
  const seriesName = (run: StoredTestRun) => (run.series === undefined ? undefined : tests.series.get(childKey(run.appId, run.series))?.name);
  const view = (app: App, run: StoredTestRun) => testRunView(app, run, seriesName(run));

  /** One read: a started run moves on once read often enough. */
  const advance = (run: StoredTestRun): StoredTestRun => {
    if (run.phase !== 'validating' && run.phase !== 'running') return run;
    const reads = run.reads + 1;
    if (reads < tests.readsPerStep) return tests.saveRun({ ...run, reads });
    if (run.phase === 'validating') return tests.saveRun({ ...run, reads: 0, phase: 'running' });
    return tests.saveRun({ ...run, reads: 0, phase: 'finished', finishedAt: iso(fake.now()) });
  };
  const receiving = (run: StoredTestRun) => {
    if (run.phase !== 'created' && run.phase !== 'uploading') throw refuse(`Test run ${run.id} has been started; it takes no more files`);
  };
  /** Adds a file to a run (replacing one at the same path), and moves the run to `uploading`. */
  const addFile = (run: StoredTestRun, file: StoredTestFile): StoredTestRun =>
    tests.saveRun({ ...run, phase: 'uploading', files: [...run.files.filter((f) => f.relativePath !== file.relativePath), file] });
  /** The upload of this run whose bytes have the checksum, if one arrived. */
  const uploaded = (run: StoredTestRun, checksum: string) => {
    for (const name of run.uploads) {
      const blob = blobs.get(name);
      if (blob && sha256Of(blob.bytes) === checksum) return { name, bytes: blob.bytes };
    }
    return undefined;
  };
  /** Keeps an uploaded file by its hash for later runs (the first upload of a hash is the one kept). */
  const keep = (app: App, checksum: string, relativePath: string, blobName: string) => {
    if (tests.hashFiles.has(checksum)) return;
    tests.hashFiles.set(checksum, { id: state.ids.uuid(), checksum, fileName: relativePath.split('/').at(-1)!, blobName, appId: app.id });
  };
  type Registration = { status: 201 } | { status: 401; challenge: string } | { status: 412 };
  /** What adding a file by hash does: added (201), a possession challenge (401), or must be uploaded (412). */
  const register = (app: App, run: StoredTestRun, file: { checksum: string; relativePath: string; fileType: string; byteRange?: string }): Registration => {
    const checksum = file.checksum.toLowerCase();
    const fresh = uploaded(run, checksum);
    if (fresh) {
      keep(app, checksum, file.relativePath, fresh.name);
      addFile(run, { relativePath: file.relativePath, fileType: file.fileType, checksum, size: fresh.bytes.length });
      return { status: 201 };
    }
    const held = tests.hashFiles.get(checksum);
    const bytes = held && blobs.get(held.blobName)?.bytes;
    if (!held || !bytes) return { status: 412 };
    const { first, last } = challengeRange(bytes.length);
    if (file.byteRange !== Buffer.from(bytes.subarray(first, last + 1)).toString('base64')) return { status: 401, challenge: `${first}-${last}` };
    addFile(run, { relativePath: file.relativePath, fileType: file.fileType, checksum, size: bytes.length });
    return { status: 201 };
  };

  return {
    ...deviceSetHandlers(fake, blobs),
    'testRuns.list': (req) => {
      const app = appOf(fake, req);
      return json(200, tests.runsOf(app.id).filter((run) => !run.archived).map((run) => view(app, run)));
    },
    'testRuns.create': (req) => {
      const app = appOf(fake, req);
      const id = state.ids.uuid();
      const number = tests.runs.list().reduce((most, run) => Math.max(most, run.number), 0) + 1;
      tests.saveRun({ appId: app.id, id, number, createdAt: iso(fake.now()), phase: 'created', reads: 0, files: [], uploads: [], outcome: 'passed', archived: false });
      return empty(201, { location: `${appPath(app)}/test_runs/${id}` });
    },
    'testRuns.get': (req) => {
      const app = appOf(fake, req);
      return json(200, view(app, advance(runOf(app, req))));
    },
    'testRuns.archive': (req) => {
      const app = appOf(fake, req);
      const run = tests.saveRun({ ...runOf(app, req), archived: true });
      return json(200, view(app, run));
    },
    'testRuns.addFileHash': (req) => {
      const app = appOf(fake, req);
      const run = runOf(app, req);
      receiving(run);
      const body = req.body as { checksum: string; relative_path: string; file_type: string; byte_range?: string };
      const result = register(app, run, { checksum: body.checksum, relativePath: body.relative_path, fileType: body.file_type, byteRange: body.byte_range });
      if (result.status === 412) throw fakeError(412, undefined, `No file with SHA-256 ${body.checksum}: upload it`);
      if (result.status === 401) {
        throw fakeError(401, undefined, `Prove you hold the file with SHA-256 ${body.checksum}: send bytes ${result.challenge} as byte_range`, undefined, {
          'x-challenge-bytes': result.challenge,
        });
      }
      return empty(201);
    },
    'testRuns.addFileHashes': (req) => {
      const app = appOf(fake, req);
      receiving(runOf(app, req));
      const items = req.body as Array<{ checksum: string; relativePath: string; fileType: string }>;
      return json(
        200,
        items.map((item) => {
          // A held file needs its possession proved, which only `addFileHash` can carry: 401 here, without a challenge.
          const result = register(app, runOf(app, req), { ...item, byteRange: undefined });
          return { checksum: item.checksum, fileType: item.fileType, relativePath: item.relativePath, uploadStatus: { statusCode: result.status } };
        }),
      );
    },
    'testRuns.startFileUpload': (req) => {
      const app = appOf(fake, req);
      const run = runOf(app, req);
      receiving(run);
      const name = `test-runs/${run.id}/${run.uploads.length + 1}`;
      tests.saveRun({ ...run, phase: 'uploading', uploads: [...run.uploads, name] });
      return empty(200, { location: blobs.writeUrl(name, fake.now() + UPLOAD_WINDOW_MS) });
    },
    'testRuns.start': (req) => {
      const app = appOf(fake, req);
      const run = runOf(app, req);
      receiving(run);
      const body = req.body as { device_selection: string; test_framework: string; test_series?: string; locale?: string; language?: string; test_parameters?: Record<string, unknown> };
      if (!run.files.some((f) => f.fileType === 'app-file')) throw refuse(`Test run ${run.id} has no app file`);
      const devices = tests.selections.get(childKey(app.id, body.device_selection));
      if (!devices) throw refuse(`No device selection ${body.device_selection}`);
      const seriesGiven = body.test_series ?? DEFAULT_SERIES;
      const slug = testSlugOf(seriesGiven);
      if (slug === '') throw refuse(`Test series name ${JSON.stringify(seriesGiven)} has no letter or digit`);
      if (!tests.series.has(childKey(app.id, slug))) tests.series.set(childKey(app.id, slug), { appId: app.id, name: seriesGiven, slug, createdAt: iso(fake.now()) });
      tests.saveRun({
        ...run,
        phase: 'validating',
        reads: 0,
        series: slug,
        outcome: tests.testOutcome,
        start: {
          devices,
          framework: body.test_framework,
          at: iso(fake.now()),
          ...(body.locale === undefined ? {} : { locale: body.locale }),
          ...(body.language === undefined ? {} : { language: body.language }),
          ...(body.test_parameters === undefined ? {} : { parameters: body.test_parameters }),
        },
      });
      return json(200, { accepted_devices: [...devices], rejected_devices: [] });
    },
    'testRuns.getState': (req) => {
      const app = appOf(fake, req);
      const run = advance(runOf(app, req));
      const summary = view(app, run);
      switch (run.phase) {
        case 'finished':
          return json(200, { exit_code: run.outcome === 'passed' ? 0 : 1, message: [`${summary.stats?.passed ?? 0} passed, ${summary.stats?.failed ?? 0} failed`] });
        case 'stopped':
          return json(200, { exit_code: 2, message: ['The test run was stopped'] });
        default:
          return json(200, { wait_time: WAIT_SECONDS, message: [summary.description!] });
      }
    },
    'testRuns.getReport': (req) => {
      const app = appOf(fake, req);
      const run = runOf(app, req);
      if (run.phase !== 'finished' && run.phase !== 'stopped') throw fakeError(404, undefined, `Test run ${run.id} has no report until it ends`);
      return json(200, reportOf(app, run));
    },
    'testRuns.stop': (req) => {
      const app = appOf(fake, req);
      const run = runOf(app, req);
      const ended = run.phase === 'finished' || run.phase === 'stopped' ? run : tests.saveRun({ ...run, phase: 'stopped', finishedAt: iso(fake.now()) });
      return json(200, view(app, ended));
    },
    'testSeries.list': (req) => {
      const app = appOf(fake, req);
      const text = req.query.get('query')?.toLowerCase();
      const all = tests.series.list((_s, id) => id.startsWith(`${app.id}/`)).filter((s) => text === undefined || s.name.toLowerCase().includes(text));
      return json(200, all.map((s) => seriesView(app, s)));
    },
    'testSeries.create': (req) => {
      const app = appOf(fake, req);
      const { name } = req.body as { name: string };
      const slug = testSlugOf(name);
      if (slug === '') throw refuse(`Test series name ${JSON.stringify(name)} has no letter or digit`);
      if (tests.series.has(childKey(app.id, slug))) throw refuse(`A test series ${slug} exists`);
      return json(200, seriesView(app, tests.series.set(childKey(app.id, slug), { appId: app.id, name, slug, createdAt: iso(fake.now()) })));
    },
    'testSeries.update': (req) => {
      const app = appOf(fake, req);
      const current = seriesOf(app, req.params.test_series_slug!);
      const { name } = req.body as { name: string };
      const slug = testSlugOf(name);
      if (slug === '') throw refuse(`Test series name ${JSON.stringify(name)} has no letter or digit`);
      if (slug !== current.slug && tests.series.has(childKey(app.id, slug))) throw refuse(`A test series ${slug} exists`);
      tests.series.delete(childKey(app.id, current.slug));
      const renamed = tests.series.set(childKey(app.id, slug), { ...current, name, slug });
      for (const run of tests.runsOf(app.id)) if (run.series === current.slug) tests.saveRun({ ...run, series: slug });
      return json(200, seriesView(app, renamed));
    },
    'testSeries.delete': (req) => {
      const app = appOf(fake, req);
      const current = seriesOf(app, req.params.test_series_slug!);
      tests.series.delete(childKey(app.id, current.slug));
      for (const run of tests.runsOf(app.id)) if (run.series === current.slug) tests.saveRun({ ...run, series: undefined });
      return empty(200);
    },
    'testSeries.listTestRuns': (req) => {
      const app = appOf(fake, req);
      const series = seriesOf(app, req.params.test_series_slug!);
      return json(200, runsOfSeries(app, series.slug).map((run) => view(app, run)));
    },
  };

  function runsOfSeries(app: App, slug: string): StoredTestRun[] {
    return tests.runsOf(app.id).filter((run) => run.series === slug && !run.archived);
  }

  function seriesView(app: App, series: StoredTestSeries) {
    const runs = runsOfSeries(app, series.slug);
    return {
      name: series.name,
      slug: series.slug,
      mostRecentActivity: runs[0]?.start?.at ?? runs[0]?.createdAt ?? series.createdAt,
      testRuns: runs.map((run) => {
        const summary = view(app, run);
        return {
          date: run.createdAt,
          completed: run.phase === 'finished' || run.phase === 'stopped',
          passed: summary.stats?.passed ?? 0,
          failed: summary.stats?.failed ?? 0,
          statusDescription: summary.description,
        };
      }),
    };
  }
}
