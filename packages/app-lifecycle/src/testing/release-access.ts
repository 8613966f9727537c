/**
 * How the fake's distribution handlers find what a request names: releases and groups of an app (404 when
 * missing), the app of an app secret, the releases a tester (the caller) may install, and public groups.
 */
import { fakeError, json, type FakeRequest } from '@org/http-core/testing';
import type { App } from '../index.js';
import type { FakeContext } from './context.js';
import type { StoredGroup, StoredOrgGroup, StoredRelease } from './distribution-records.js';
import { detailOf } from './release-views.js';
import { childKey } from './state.js';

/** Lookups shared by the handlers of releases, distribution groups, SDK releases and stores. */
export function releaseAccess(fake: FakeContext) {
  const { state } = fake;
  const { distribution } = state;
  /** The latest enabled release of a list, newest first. */
  const latestIn = (releases: readonly StoredRelease[]) => releases.find((r) => r.release.enabled);
  return {
    releaseOf: (app: App, id: string | number): StoredRelease =>
      distribution.releases.require(childKey(app.id, id), () => fakeError(404, 'NotFound', `No release ${id}`)),
    /** A group of the app by id, a shared group given to it included. */
    groupById: (app: App, id: string): StoredGroup | StoredOrgGroup => {
      const found = distribution.groupOf(app.id, id);
      if (!found) throw fakeError(404, 'NotFound', `No distribution group ${id}`);
      return found;
    },
    groupByName: (app: App, name: string): StoredGroup => {
      const found = distribution.groupsOf(app.id).find((g) => g.name === name);
      if (!found) throw fakeError(404, 'NotFound', `No distribution group ${name}`);
      return found;
    },
    /** The releases of an app the caller may install, newest first; disabled ones left out when `enabledOnly`. */
    mine: (app: App, enabledOnly = false) =>
      distribution.releasesOf(app.id).filter((r) => distribution.reaches(r, state.user.id) && (!enabledOnly || r.release.enabled)),
    /** The app whose secret is the request's `app_secret`. */
    appBySecret: (req: FakeRequest): App => {
      const app = state.apps.list().find((a) => a.app_secret === req.params.app_secret);
      if (!app) throw fakeError(404, 'NotFound', 'No app has this app secret');
      return app;
    },
    publicGroups: (app: App) => distribution.groupsOf(app.id).filter((g) => g.isPublic),
    /** Whether a release went to one of `groups`. */
    inGroups: (release: StoredRelease, groups: readonly StoredGroup[]) => release.groups.some((g) => groups.some((p) => p.id === g.id)),
    /** The releases of an app distributed to a group, newest first. */
    inGroup: (app: App, group: StoredGroup) => distribution.releasesOf(app.id).filter((r) => r.groups.some((g) => g.id === group.id)),
    latestIn,
    /** A release in full for an install page or an SDK, 404 when there is none. */
    available: (app: App, release: StoredRelease | undefined, baseUrl: string, req: FakeRequest) => {
      if (!release) throw fakeError(404, 'NotFound', 'No release is available');
      return json(200, detailOf(distribution, release, app, baseUrl, req.query.get('udid')));
    },
  };
}
