/** Key configs: list, create, read, update (a POST), delete. */
import { fakeError, type FakeHandler } from '@org/http-core/testing';
import { ApiCode } from '../../api-codes.js';
import { admitManagement } from '../access.js';
import { ok } from '../answers.js';
import type { FakeContext } from '../fake-context.js';
import { configId, type FakeConfig } from '../state.js';

const view = (config: FakeConfig) => ({
  ...config.extra,
  name: config.name,
  payload: config.payload,
  createdAt: config.createdAt,
  updatedAt: config.updatedAt,
});

/** Handlers of the config operations. */
export function configHandlers(context: FakeContext) {
  const { state } = context;
  const missing = (name: string) => () => fakeError(404, ApiCode.PostcodeNotFound, `Config ${name} not found`);
  const existing = (key: string, name: string): FakeConfig => state.configs.require(configId(key, name), missing(name));
  return {
    'configs.list': ((req) => {
      const key = admitManagement(req, state);
      return ok({ configs: state.configs.list((config) => config.key === key.key).map(view) });
    }) satisfies FakeHandler,
    'configs.create': ((req) => {
      const key = admitManagement(req, state);
      const { name, payload, ...extra } = req.body as { name: string; payload: string };
      if (state.configs.has(configId(key.key, name))) throw fakeError(400, ApiCode.ValidationFailed, `Config ${name} already exists`);
      const time = new Date(state.now()).toISOString();
      return ok(view(state.configs.create({ key: key.key, name, payload, createdAt: time, updatedAt: time, extra }, configId(key.key, name))));
    }) satisfies FakeHandler,
    'configs.get': ((req) => {
      const key = admitManagement(req, state);
      return ok(view(existing(key.key, req.params.config!)));
    }) satisfies FakeHandler,
    'configs.update': ((req) => {
      const key = admitManagement(req, state);
      const current = existing(key.key, req.params.config!);
      const { payload, ...extra } = req.body as { payload?: string };
      const updated = state.configs.update(configId(key.key, current.name), (config) => ({
        ...config,
        payload: payload ?? config.payload,
        updatedAt: new Date(state.now()).toISOString(),
        extra: { ...config.extra, ...extra },
      }))!;
      return ok(view(updated));
    }) satisfies FakeHandler,
    'configs.delete': ((req) => {
      const key = admitManagement(req, state);
      state.configs.remove(configId(key.key, req.params.config!), missing(req.params.config!));
      return ok({ deleted: 1 });
    }) satisfies FakeHandler,
  };
}
