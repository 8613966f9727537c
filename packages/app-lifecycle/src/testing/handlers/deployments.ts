/**
 * Over-the-air update deployments: names are unique per app (409 on create or rename to a taken name);
 * a deployment key is generated when none is given; unknown names answer 404.
 */
import { empty, fakeError, json } from '@org/http-core/testing';
import type { Deployment } from '../../index.js';
import { appOf, type FakeContext } from '../context.js';
import { childKey } from '../state.js';
import type { Handlers } from './types.js';

/** Handlers of `deployments.*`. */
export function deploymentHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const missing = (name: string) => fakeError(404, undefined, `No deployment ${name}`);
  const existing = (appId: string, name: string) => state.deployments.require(childKey(appId, name), () => missing(name));
  return {
    'deployments.list': (req) => {
      const app = appOf(fake, req);
      return json(200, state.childrenOf(state.deployments, app.id).map((d) => d.deployment));
    },
    'deployments.create': (req) => {
      const app = appOf(fake, req);
      const body = req.body as Deployment;
      if (state.deployments.has(childKey(app.id, body.name))) throw fakeError(409, undefined, `Deployment ${body.name} already exists`);
      const deployment: Deployment = { ...body, key: body.key ?? state.ids.hex(32) };
      state.deployments.set(childKey(app.id, body.name), { appId: app.id, deployment });
      return json(201, deployment);
    },
    'deployments.get': (req) => {
      const app = appOf(fake, req);
      return json(200, existing(app.id, req.params.deployment_name!).deployment);
    },
    'deployments.update': (req) => {
      const app = appOf(fake, req);
      const current = existing(app.id, req.params.deployment_name!);
      const name = (req.body as { name: string }).name;
      if (name !== current.deployment.name) {
        if (state.deployments.has(childKey(app.id, name))) throw fakeError(409, undefined, `Deployment ${name} already exists`);
        state.deployments.delete(childKey(app.id, current.deployment.name));
        state.deployments.set(childKey(app.id, name), { ...current, deployment: { ...current.deployment, name } });
      }
      return empty(204);
    },
    'deployments.delete': (req) => {
      const app = appOf(fake, req);
      state.deployments.remove(childKey(app.id, req.params.deployment_name!), () => missing(req.params.deployment_name!));
      return empty(204);
    },
  };
}
