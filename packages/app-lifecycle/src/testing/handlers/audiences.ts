/**
 * Audiences. Saving one starts its calculation (`Calculating`); the next read finds it `Ready` with its
 * device count; a disabled audience is `Disabled` and listed only on request. Lists are paged by the
 * service: a `nextLink` leads to the next page.
 */
import { empty, fakeError, json, nextPageLink, paginate } from '@org/http-core/testing';
import type { AudienceTestResult, PropertyType } from '../../index.js';
import { deviceProperties, devicesOf, matches, parseDefinition } from '../audience-definition.js';
import { appOf, type FakeContext } from '../context.js';
import type { StoredAudience } from '../records.js';
import { childKey } from '../state.js';
import type { Handlers } from './types.js';

/** Handlers of `audiences.*`. */
export function audienceHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const known = (appId: string, extra: Record<string, PropertyType> = {}) =>
    new Set([...Object.keys(deviceProperties), ...Object.keys(state.extrasOf(appId).customProperties), ...Object.keys(extra)]);
  const estimate = (appId: string, definition: string, extra?: Record<string, PropertyType>): AudienceTestResult => {
    const clauses = parseDefinition(definition, known(appId, extra));
    const devices = devicesOf(state.extrasOf(appId).log);
    return { definition, estimated_count: devices.filter((device) => matches(device, clauses)).length, estimated_total_count: devices.length };
  };
  const shown = (audience: StoredAudience) => {
    const { appId: _appId, enabled: _enabled, custom_properties: _types, ...wire } = audience;
    return wire;
  };
  return {
    'audiences.list': (req, ctx) => {
      const app = appOf(fake, req);
      const includeDisabled = req.query.get('include_disabled') === 'true';
      const all = state.childrenOf(state.audiences, app.id).filter((a) => includeDisabled || a.state !== 'Disabled');
      const page = paginate(all, { pageSize: state.pageSize, token: req.query.get('$skiptoken') });
      return json(200, {
        values: page.items.map(shown),
        ...(page.nextToken ? { nextLink: nextPageLink(req, ctx, '$skiptoken', page.nextToken) } : {}),
      });
    },
    'audiences.testDefinition': (req) => {
      const app = appOf(fake, req);
      const body = req.body as { definition: string; custom_properties?: Record<string, PropertyType> };
      return json(200, { ...estimate(app.id, body.definition, body.custom_properties), custom_properties: body.custom_properties ?? {} });
    },
    'audiences.listCustomProperties': (req) => {
      const app = appOf(fake, req);
      return json(200, { values: state.extrasOf(app.id).customProperties });
    },
    'audiences.listDeviceProperties': (req) => {
      appOf(fake, req);
      return json(200, { values: Object.fromEntries(Object.entries(deviceProperties).map(([name, p]) => [name, p.type])) });
    },
    'audiences.listDevicePropertyValues': (req) => {
      const app = appOf(fake, req);
      const property = deviceProperties[req.params.property_name!];
      if (!property) throw fakeError(404, undefined, `No device property ${req.params.property_name}`);
      const contains = req.query.get('contains')?.toLowerCase();
      const values = new Set<string>();
      for (const { device } of devicesOf(state.extrasOf(app.id).log)) {
        const value = property.read(device);
        if (value !== undefined && (contains === undefined || value.toLowerCase().includes(contains))) values.add(value);
      }
      return json(200, { values: [...values].sort() });
    },
    'audiences.get': (req) => {
      const app = appOf(fake, req);
      const key = childKey(app.id, req.params.audience_name!);
      const audience = state.audiences.require(key, () => fakeError(404, undefined, `No audience ${req.params.audience_name}`));
      if (audience.state === 'Calculating') {
        const ready = state.audiences.update(key, { state: 'Ready', estimated_count: estimate(app.id, audience.definition, audience.custom_properties).estimated_count })!;
        return json(200, shown(ready));
      }
      return json(200, shown(audience));
    },
    'audiences.createOrUpdate': (req) => {
      const app = appOf(fake, req);
      const name = req.params.audience_name!;
      const body = req.body as { definition: string; description?: string; enabled?: boolean; custom_properties?: Record<string, PropertyType> };
      estimate(app.id, body.definition, body.custom_properties);
      const enabled = body.enabled ?? true;
      if (body.custom_properties) Object.assign(state.extrasOf(app.id).customProperties, body.custom_properties);
      const audience: StoredAudience = {
        ...body,
        appId: app.id,
        name,
        enabled,
        state: enabled ? 'Calculating' : 'Disabled',
      };
      state.audiences.set(childKey(app.id, name), audience);
      return json(200, shown(audience));
    },
    'audiences.delete': (req) => {
      const app = appOf(fake, req);
      // The service documents this 404 without a body.
      if (!state.audiences.delete(childKey(app.id, req.params.audience_name!))) return { status: 404 };
      return empty(204);
    },
    'audiences.exists': (req) => {
      const app = appOf(fake, req);
      // The service documents this 404 without a body (and a HEAD answer has none).
      return state.audiences.has(childKey(app.id, req.params.audience_name!)) ? empty(204) : { status: 404 };
    },
  };
}
