/**
 * Continuous export configurations of an app. A new or changed configuration is `Pending`; its next read checks
 * the target and finds it `Enabled` or `Invalid` (`state_info` says why): a connection string must name an
 * `AccountName` and an `AccountKey`, an instrumentation key must be a UUID, and a linked subscription must be one
 * of the cloud subscriptions linked to the app. An app has at most one configuration per export type (Blob Storage,
 * Application Insights). Only an `Enabled` or `Disabled` configuration can be enabled or disabled. Lists are paged
 * by the service: a `nextLink` leads to the next page.
 */
import { empty, fakeError, json, nextPageLink, paginate } from '@org/http-core/testing';
import type { App, ExportConfiguration, NewExportConfiguration } from '../../index.js';
import { appOf, type FakeContext } from '../context.js';
import type { StoredExportConfiguration } from '../records.js';
import { childKey } from '../state.js';
import { iso } from '../time.js';
import type { Handlers } from './types.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The export type a configuration type sends to. */
function exportTypeOf(target: NewExportConfiguration): ExportConfiguration['export_type'] {
  return target.type.startsWith('blob_storage') ? 'BlobStorage' : 'AppInsights';
}

/** Handlers of `exportConfigurations.*`. */
export function exportConfigurationHandlers(fake: FakeContext): Handlers {
  const { state } = fake;

  /** Why the target cannot be exported to, or `undefined` when it can. */
  const problemOf = (app: App, target: NewExportConfiguration): string | undefined => {
    const linked = () => state.childrenOf(state.cloudLinks, app.id).some((l) => 'subscription_id' in target && l.subscription.subscription_id === target.subscription_id);
    switch (target.type) {
      case 'blob_storage_connection_string':
        return /(^|;)AccountName=[^;]+/.test(target.connection_string) && /(^|;)AccountKey=[^;]+/.test(target.connection_string)
          ? undefined
          : 'The connection string names no storage account and key';
      case 'application_insights_instrumentation_key':
        return uuid.test(target.instrumentation_key) ? undefined : 'The instrumentation key is not a valid key';
      default:
        return linked() ? undefined : 'The subscription is not linked to the app';
    }
  };
  /** The configuration as the service shows it, with the target's settings (never its credentials). */
  const pending = (app: App, id: string, createdAt: string, target: NewExportConfiguration): ExportConfiguration => {
    const { connection_string: _c, instrumentation_key: _i, ...settings } = target as NewExportConfiguration & { connection_string?: string; instrumentation_key?: string };
    const entities = target.export_entities ?? ['crashes', 'errors'];
    return {
      id,
      export_type: exportTypeOf(target),
      creation_time: createdAt,
      state: 'Pending',
      export_entities: entities,
      ...(target.resource_group === undefined ? {} : { resource_group: target.resource_group }),
      ...(target.resource_name === undefined ? {} : { resource_name: target.resource_name }),
      export_configuration: { ...settings, backfill: target.backfill ?? true, export_entities: entities },
    };
  };
  const stored = (app: App, id: string): StoredExportConfiguration =>
    state.exportConfigurations.require(childKey(app.id, id), () => fakeError(404, undefined, `No export configuration ${id}`));
  const save = (app: App, record: StoredExportConfiguration) => state.exportConfigurations.set(childKey(app.id, record.configuration.id), record);
  /** Moves to its next state a configuration whose target was to be checked. */
  const checked = (app: App, record: StoredExportConfiguration): StoredExportConfiguration => {
    if (record.configuration.state !== 'Pending') return record;
    const problem = problemOf(app, record.target);
    const { state_info: _previous, ...rest } = record.configuration;
    const configuration: ExportConfiguration = problem === undefined ? { ...rest, state: 'Enabled' } : { ...rest, state: 'Invalid', state_info: problem };
    return save(app, { ...record, configuration });
  };
  const setState = (app: App, id: string, to: 'Enabled' | 'Disabled') => {
    const record = checked(app, stored(app, id));
    if (record.configuration.state !== 'Enabled' && record.configuration.state !== 'Disabled') {
      throw fakeError(400, undefined, `An export configuration in state ${record.configuration.state} cannot be ${to === 'Enabled' ? 'enabled' : 'disabled'}`);
    }
    save(app, { ...record, configuration: { ...record.configuration, state: to } });
    return empty(200);
  };

  return {
    'exportConfigurations.list': (req, ctx) => {
      const app = appOf(fake, req);
      const all = state.childrenOf(state.exportConfigurations, app.id);
      const page = paginate(all, { pageSize: state.pageSize, token: req.query.get('$skiptoken') });
      return json(200, {
        values: page.items.map((record) => record.configuration),
        total: all.length,
        ...(page.nextToken ? { nextLink: nextPageLink(req, ctx, '$skiptoken', page.nextToken) } : {}),
      });
    },
    'exportConfigurations.create': (req) => {
      const app = appOf(fake, req);
      const target = req.body as NewExportConfiguration;
      const type = exportTypeOf(target);
      if (state.childrenOf(state.exportConfigurations, app.id).some((r) => r.configuration.export_type === type)) {
        throw fakeError(409, undefined, `${app.name} already exports to ${type}`);
      }
      const record = { appId: app.id, configuration: pending(app, state.ids.uuid(), iso(fake.now()), target), target };
      save(app, record);
      return json(202, record.configuration);
    },
    'exportConfigurations.get': (req) => {
      const app = appOf(fake, req);
      return json(200, checked(app, stored(app, req.params.export_configuration_id!)).configuration);
    },
    'exportConfigurations.update': (req) => {
      const app = appOf(fake, req);
      const record = stored(app, req.params.export_configuration_id!);
      const target = { ...record.target, ...(req.body as NewExportConfiguration) } as NewExportConfiguration;
      if (exportTypeOf(target) !== record.configuration.export_type) throw fakeError(400, undefined, `The export type of a configuration cannot change`);
      const updated = save(app, { ...record, target, configuration: pending(app, record.configuration.id, record.configuration.creation_time, target) });
      return json(200, updated.configuration);
    },
    'exportConfigurations.delete': (req) => {
      const app = appOf(fake, req);
      stored(app, req.params.export_configuration_id!);
      state.exportConfigurations.delete(childKey(app.id, req.params.export_configuration_id!));
      return empty(200);
    },
    'exportConfigurations.enable': (req) => setState(appOf(fake, req), req.params.export_configuration_id!, 'Enabled'),
    'exportConfigurations.disable': (req) => setState(appOf(fake, req), req.params.export_configuration_id!, 'Disabled'),
  };
}
