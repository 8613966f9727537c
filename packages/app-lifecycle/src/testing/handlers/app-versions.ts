/** App versions (deprecated): the versions and builds the app's crashes came from, lowest first. */
import { json } from '@org/http-core/testing';
import type { AppVersion } from '../../index.js';
import { appOf, type FakeContext } from '../context.js';
import { hashUuid } from '../hash-id.js';
import type { Handlers } from './types.js';

/** Handlers of `appVersions.*`. */
export function appVersionHandlers(fake: FakeContext): Handlers {
  return {
    'appVersions.list': (req) => {
      const app = appOf(fake, req);
      const versions = new Map<string, AppVersion>();
      for (const { crash } of fake.state.childrenOf(fake.state.crashes, app.id)) {
        const key = `${crash.version} (${crash.build})`;
        versions.set(key, {
          app_version_id: hashUuid(`${app.id}/${key}`),
          app_id: app.id,
          display_name: key,
          app_version: crash.version,
          build_number: crash.build,
        });
      }
      return json(200, [...versions.values()].sort((a, b) => a.display_name.localeCompare(b.display_name, 'en', { numeric: true })));
    },
  };
}
