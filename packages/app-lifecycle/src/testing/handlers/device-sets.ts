/**
 * The rest of device testing: the device catalogue of the app's platform and selections of it, device sets of
 * the app's owner and of the calling user (an app token acts for the user who made it), the owner's test
 * subscription (none at first; `create` starts a 30-day trial, or answers the one running), and the export of an
 * app's device test data (from its latest run).
 */
import { empty, fakeError, json, type FakeRequest } from '@org/http-core/testing';
import type { App, DeviceSet, DeviceSetOwner, TestSubscription } from '../../index.js';
import type { BlobStore } from '../blob-store.js';
import { appOf, appPath, tokenOf, type FakeContext } from '../context.js';
import { deviceCatalogue, devicesFor } from '../device-catalogue.js';
import { testSlugOf } from '../test-slug.js';
import { childKey } from '../state.js';
import type { StoredDeviceSet } from '../test-cloud-records.js';
import { DAY_MS, iso } from '../time.js';
import type { Handlers } from './types.js';

/** Days of the free trial `testSubscriptions.create` starts. */
const TRIAL_DAYS = 30;
/** Devices a trial runs on at once. */
const TRIAL_DEVICES = 3;

/** Handlers of `testDevices.*`, `deviceSets.*`, `testSubscriptions.*` and `testExport.*`. */
export function deviceSetHandlers(fake: FakeContext, blobs: BlobStore): Handlers {
  const { state } = fake;
  const tests = state.testCloud;
  const refuse = (message: string) => fakeError(400, undefined, message);

  /** The device ids, each of the app's platform; refused otherwise. */
  const checkDevices = (app: App, devices: readonly string[]) => {
    if (devices.length === 0) throw refuse('The list of devices is empty');
    const known = new Set(devicesFor(app.os).map((d) => d.configuration.id));
    const unknown = devices.filter((id) => !known.has(id));
    if (unknown.length > 0) throw refuse(`Unknown devices for ${app.os}: ${unknown.join(', ')}`);
  };

  /** Where the request's device sets are kept, and who they belong to. */
  const scopeOf = (app: App, req: FakeRequest, kind: 'owner' | 'user'): { scope: string; owner: DeviceSetOwner } => {
    if (kind === 'owner') {
      return { scope: `owner:${app.owner.name}`, owner: { id: app.owner.id, name: app.owner.name, type: app.owner.type, displayName: app.owner.display_name } };
    }
    const name = tokenOf(req).user;
    const user = state.users.find((u) => u.name === name);
    return { scope: `user:${name}`, owner: { id: user?.id ?? name, name, type: 'user', ...(user ? { displayName: user.display_name } : {}) } };
  };
  const setView = (stored: StoredDeviceSet): DeviceSet => {
    const devices = stored.devices.map((id) => deviceCatalogue.find((d) => d.configuration.id === id)!.configuration);
    return {
      id: stored.id,
      name: stored.name,
      slug: testSlugOf(stored.name),
      owner: stored.owner,
      deviceConfigurations: devices.map((d) => ({ id: d.id, os: d.os, osName: d.osName, image: { thumb: d.image?.thumb }, model: { name: d.model?.name, manufacturer: d.model?.manufacturer, formFactor: d.model?.formFactor, releaseDate: d.model?.releaseDate } })),
      manufacturerCount: new Set(devices.map((d) => d.model?.manufacturer)).size,
      osVersionCount: new Set(devices.map((d) => d.os)).size,
    };
  };
  const setOf = (scope: string, req: FakeRequest) => tests.deviceSets.require(`${scope}/${req.params.id}`, () => fakeError(404, undefined, `No device set ${req.params.id}`));
  /** Saves a set after checking its devices and that no other set of the scope has its name. */
  const saveSet = (app: App, scope: string, owner: DeviceSetOwner, id: string, body: { name: string; devices: string[] }) => {
    checkDevices(app, body.devices);
    if (tests.deviceSets.list((s, key) => key.startsWith(`${scope}/`) && s.name === body.name && s.id !== id).length > 0) {
      throw refuse(`A device set named ${body.name} exists`);
    }
    return tests.deviceSets.set(`${scope}/${id}`, { scope, id, name: body.name, devices: [...body.devices], owner });
  };

  const setHandlers = (kind: 'owner' | 'user'): Handlers => {
    const suffix = kind === 'owner' ? 'ForOwner' : 'ForUser';
    return {
      [`deviceSets.list${suffix}`]: (req: FakeRequest) => {
        const { scope } = scopeOf(appOf(fake, req), req, kind);
        return json(200, tests.deviceSets.list((_s, key) => key.startsWith(`${scope}/`)).map(setView));
      },
      [`deviceSets.create${suffix}`]: (req: FakeRequest) => {
        const app = appOf(fake, req);
        const { scope, owner } = scopeOf(app, req, kind);
        return json(201, setView(saveSet(app, scope, owner, state.ids.uuid(), req.body as { name: string; devices: string[] })));
      },
      [`deviceSets.get${suffix}`]: (req: FakeRequest) => json(200, setView(setOf(scopeOf(appOf(fake, req), req, kind).scope, req))),
      [`deviceSets.update${suffix}`]: (req: FakeRequest) => {
        const app = appOf(fake, req);
        const { scope } = scopeOf(app, req, kind);
        const current = setOf(scope, req);
        return json(200, setView(saveSet(app, scope, current.owner, current.id, req.body as { name: string; devices: string[] })));
      },
      [`deviceSets.delete${suffix}`]: (req: FakeRequest) => {
        const { scope } = scopeOf(appOf(fake, req), req, kind);
        tests.deviceSets.remove(`${scope}/${req.params.id}`, () => fakeError(404, undefined, `No device set ${req.params.id}`));
        return empty(200);
      },
    } as Handlers;
  };

  /** The owner's subscription as it stands now. */
  const subscriptionOf = (app: App): TestSubscription => {
    const stored = tests.subscriptions.get(app.owner.name);
    if (!stored) return { active: false };
    const left = Math.max(0, Math.ceil((stored.endsAtMs - fake.now()) / DAY_MS));
    const running = state.apps
      .list((a) => a.owner.name === app.owner.name)
      .flatMap((a) => tests.runsOf(a.id))
      .filter((run) => run.phase === 'validating' || run.phase === 'running')
      .reduce((sum, run) => sum + (run.start?.devices.length ?? 0), 0);
    return { ...stored.subscription, active: left > 0, daysLeft: left, runningDevices: running };
  };

  const exportPath = (app: App, rel: string) => `${appPath(app)}/test/export/${rel}`;
  const latestRun = (app: App) => tests.runsOf(app.id)[0];
  const hashFileOf = (checksum: string | undefined) => (checksum === undefined ? undefined : tests.hashFiles.get(checksum));

  return {
    ...setHandlers('owner'),
    ...setHandlers('user'),
    'testDevices.listConfigurations': (req) => {
      const app = appOf(fake, req);
      return json(200, devicesFor(app.os).map((d) => d.configuration));
    },
    'testDevices.createSelection': (req) => {
      const app = appOf(fake, req);
      const { devices } = req.body as { devices: string[] };
      checkDevices(app, devices);
      const shortId = state.ids.hex(8);
      tests.selections.set(childKey(app.id, shortId), [...devices]);
      return json(201, { shortId });
    },
    'testSubscriptions.get': (req) => json(200, subscriptionOf(appOf(fake, req))),
    'testSubscriptions.create': (req) => {
      const app = appOf(fake, req);
      if (!subscriptionOf(app).active) {
        const startsAt = fake.now();
        const endsAtMs = startsAt + TRIAL_DAYS * DAY_MS;
        tests.subscriptions.set(app.owner.name, {
          owner: app.owner.name,
          endsAtMs,
          subscription: { id: state.ids.uuid(), active: true, tier: { name: 'Free trial' }, concurrentDevicesLimit: TRIAL_DEVICES, startsAt: iso(startsAt), endsAt: iso(endsAtMs) },
        });
      }
      return json(201, subscriptionOf(app));
    },
    'testExport.listEndpoints': (req) => {
      const app = appOf(fake, req);
      return json(200, { resources: ['apps', 'fileSetFiles', 'hashFiles', 'pipelineTests', 'testRuns'].map((rel) => ({ rel, path: exportPath(app, rel) })) });
    },
    'testExport.getApp': (req) => json(200, { hash_files_url: exportPath(appOf(fake, req), 'hashFiles') }),
    'testExport.getFileSetFiles': (req) => {
      const run = latestRun(appOf(fake, req));
      const file = run?.files[0];
      const held = hashFileOf(file?.checksum);
      if (!run || !file) return json(200, {});
      return json(200, { app_upload_id: run.id, path: file.relativePath, ...(held ? { hash_file_id: held.id, hash_file_url: blobs.readUrl(held.blobName) } : {}) });
    },
    'testExport.getHashFiles': (req) => {
      const app = appOf(fake, req);
      const held = tests.hashFiles.list((file) => file.appId === app.id).at(-1);
      return json(200, held ? { id: held.id, filename: held.fileName } : {});
    },
    'testExport.getPipelineTests': (req) => {
      const run = tests.runsOf(appOf(fake, req).id).find((r) => r.start !== undefined);
      return json(200, run ? { app_upload_id: run.id, test_parameters: run.start!.parameters ?? {} } : {});
    },
    'testExport.getTestRuns': (req) => {
      const run = latestRun(appOf(fake, req));
      if (!run) return json(200, {});
      const of = (type: string) => hashFileOf(run.files.find((f) => f.fileType === type)?.checksum);
      const [appFile, dsym] = [of('app-file'), of('dsym-file')];
      return json(200, {
        id: run.id,
        ...(run.start?.locale === undefined ? {} : { locale: run.start.locale }),
        ...(appFile ? { app_hash_file_id: appFile.id, app_hash_file_url: blobs.readUrl(appFile.blobName) } : {}),
        ...(dsym ? { dsym_hash_file_id: dsym.id, dsym_hash_file_url: blobs.readUrl(dsym.blobName) } : {}),
      });
    },
  };
}
