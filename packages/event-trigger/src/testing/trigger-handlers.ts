/**
 * The fake's answers to `triggers.*`: storage per project and location, ordering and paging, and changes
 * made through long-running operations.
 */
import { canonicalError, json, pageAnswer, paginate, type FakeHandler } from '@org/http-core/testing';
import type { Trigger } from '../models/trigger.js';
import { locationName, triggerName } from '../resource-names.js';
import { triggerNotFound, type EventTriggerState } from './state.js';
import { applyUpdate, checkTrigger } from './trigger-mask.js';
import { orderTriggers } from './trigger-order.js';

const TRIGGER_TYPE = 'type.googleapis.com/google.cloud.eventarc.v1beta1.Trigger';

/** Handlers of the `triggers` group. */
export function triggerHandlers(state: EventTriggerState): Record<'triggers.list' | 'triggers.get' | 'triggers.create' | 'triggers.update' | 'triggers.delete', FakeHandler> {
  /** A location that must exist and be reachable to hold a change. */
  const requireLocation = (project: string, location: string) => {
    if (!state.isLocation(location)) throw canonicalError('INVALID_ARGUMENT', `Location ${location} is not supported`);
    if (state.isUnreachable(location)) throw canonicalError('UNAVAILABLE', `Location ${locationName.format({ project, location })} cannot be reached`);
  };
  const withoutType = (body: unknown) => {
    const { '@type': _type, ...rest } = body as Record<string, unknown>;
    return rest;
  };

  return {
    'triggers.list': (req) => {
      const { project, location } = locationName.parse(req.params.parent!)!;
      if (location !== '-' && !state.isLocation(location)) throw canonicalError('NOT_FOUND', `Location ${req.params.parent} was not found`);
      const inScope = location === '-' ? state.locations.map((l) => l.locationId) : [location];
      const unreachable = inScope.filter((id) => state.isUnreachable(id));
      const listed = state.triggers.list((trigger) => {
        const parts = triggerName.parse(trigger.name)!;
        return parts.project === project && inScope.includes(parts.location) && !unreachable.includes(parts.location);
      });
      const orderBy = req.query.get('orderBy');
      const page = paginate(orderTriggers(listed, orderBy), { pageSize: req.query.get('pageSize'), token: req.query.get('pageToken'), boundTo: `${req.params.parent}|${orderBy ?? ''}` });
      const extra = unreachable.length > 0 ? { unreachable: unreachable.map((id) => locationName.format({ project, location: id })) } : {};
      return pageAnswer('triggers', page, { extra });
    },

    'triggers.get': (req) => json(200, state.requireTrigger(req.params.name!)),

    'triggers.create': (req) => {
      const { project, location } = locationName.parse(req.params.parent!)!;
      requireLocation(project, location);
      const triggerId = req.query.get('triggerId') ?? '';
      const name = triggerName.format({ project, location, trigger: triggerId });
      const body = withoutType(req.body);
      if (body.name !== undefined && body.name !== name) {
        throw canonicalError('INVALID_ARGUMENT', `The trigger name ${String(body.name)} does not match ${name}`);
      }
      checkTrigger(body as Partial<Trigger>);
      if (state.triggers.has(name)) throw canonicalError('ALREADY_EXISTS', `Trigger ${name} already exists`);
      state.checkNoRunningOperation(name);
      const { etag: _etag, createTime: _created, updateTime: _updated, ...fields } = body;
      const trigger = { ...fields, name } as Trigger;
      if (req.query.get('validateOnly') === 'true') {
        return json(200, state.startOperation('create', name, { kind: 'none', response: { '@type': TRIGGER_TYPE, ...state.preview(trigger) } }));
      }
      return json(200, state.startOperation('create', name, { kind: 'put', trigger }));
    },

    'triggers.update': (req) => {
      const name = req.params.name!;
      const { project, location } = triggerName.parse(name)!;
      const body = withoutType(req.body);
      if (body.name !== undefined && body.name !== name) {
        throw canonicalError('INVALID_ARGUMENT', `The trigger name ${String(body.name)} does not match ${name}`);
      }
      const current = state.triggers.get(name);
      let next: Trigger;
      if (current) {
        next = applyUpdate(current, body, req.query.get('updateMask'));
      } else if (req.query.get('allowMissing') === 'true') {
        requireLocation(project, location);
        const { etag: _etag, createTime: _created, updateTime: _updated, ...fields } = body;
        next = { ...fields, name } as Trigger;
      } else {
        throw triggerNotFound(name);
      }
      checkTrigger(next);
      state.checkNoRunningOperation(name);
      const verb = current ? 'update' : 'create';
      if (req.query.get('validateOnly') === 'true') {
        return json(200, state.startOperation(verb, name, { kind: 'none', response: { '@type': TRIGGER_TYPE, ...state.preview(next) } }));
      }
      return json(200, state.startOperation(verb, name, { kind: 'put', trigger: next }));
    },

    'triggers.delete': (req) => {
      const name = req.params.name!;
      const current = state.triggers.get(name);
      const empty = { '@type': 'type.googleapis.com/google.protobuf.Empty' };
      if (!current) {
        if (req.query.get('allowMissing') === 'true') return json(200, state.startOperation('delete', name, { kind: 'none', response: empty }));
        throw triggerNotFound(name);
      }
      const etag = req.query.get('etag');
      if (etag !== null && etag !== current.etag) {
        throw canonicalError('ABORTED', `Trigger ${name} has changed since etag ${etag} was read`);
      }
      state.checkNoRunningOperation(name);
      if (req.query.get('validateOnly') === 'true') return json(200, state.startOperation('delete', name, { kind: 'none', response: empty }));
      return json(200, state.startOperation('delete', name, { kind: 'delete', name }));
    },
  };
}
