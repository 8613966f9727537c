/** The vendor store mapping: at most one per app (409 for a second); tester groups need a mapping. */
import { empty, fakeError, json } from '@org/http-core/testing';
import type { App, VendorMapping } from '../../index.js';
import { appOf, type FakeContext } from '../context.js';
import type { Handlers } from './types.js';

/** The 404 of an app without a store mapping. */
const notMapped = (app: App) => fakeError(404, undefined, `${app.name} is not mapped to a store app`);

/** Handlers of `vendorStore.*`. */
export function vendorStoreHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  return {
    'vendorStore.getMapping': (req) => {
      const app = appOf(fake, req);
      return json(200, state.vendorMappings.require(app.id, () => notMapped(app)).mapping);
    },
    'vendorStore.createMapping': (req) => {
      const app = appOf(fake, req);
      if (state.vendorMappings.has(app.id)) throw fakeError(409, undefined, `${app.name} is already mapped to a store app`);
      const body = req.body as { service_connection_id: string; team_identifier: string; apple_id?: string };
      const mapping: VendorMapping = {
        app_id: app.id,
        service_connection_id: body.service_connection_id,
        team_identifier: body.team_identifier,
        ...(body.apple_id === undefined ? {} : { apple_id: body.apple_id }),
      };
      state.vendorMappings.set(app.id, { appId: app.id, mapping });
      return json(201, mapping);
    },
    'vendorStore.deleteMapping': (req) => {
      const app = appOf(fake, req);
      state.vendorMappings.remove(app.id, () => notMapped(app));
      return empty(200);
    },
    'vendorStore.listTestGroups': (req) => {
      const app = appOf(fake, req);
      if (!state.vendorMappings.has(app.id)) throw notMapped(app);
      return json(200, state.extrasOf(app.id).vendorTestGroups);
    },
  };
}
