/**
 * Routing of the fake by resource-name shape. Several operations share one path template
 * (`GET /v1/{name}` gets a proposal, a deal, a client, ...); the service tells them apart by the shape of
 * the name. The fake does the same: every path parameter declared with a resource-name template is spelled
 * out in a routing copy of the table (`/v1/{name}:accept` → `/v1/buyers/{name.buyer}/proposals/{name.proposal}:accept`),
 * so each shape reaches its own operation and a name of no known shape finds no route (404).
 */
import { defineService, paramSpec, type OperationGroups, type OperationSpec, type Param, type ResourceNameTemplate, type ServiceDefinition } from '@org/http-core';
import { fakeError, type FakeHandler, type FakeRequest } from '@org/http-core/testing';
import * as z from 'zod/mini';

/** A path parameter that names a resource of one shape. */
type NamedParam = { readonly resourceName: ResourceNameTemplate<string> };

function templateOf(param: Param): ResourceNameTemplate<string> | undefined {
  const spec = paramSpec(param) as Partial<NamedParam>;
  return spec.resourceName;
}

/** How a routed operation's parameters map back to the resource names its handler expects. */
export type NameRestorers = ReadonlyMap<string, ReadonlyArray<readonly [param: string, template: ResourceNameTemplate<string>]>>;

/** The routing copy of a service's table and what restores the names of each operation. */
export interface RoutableService<G extends OperationGroups> {
  readonly service: ServiceDefinition<G>;
  readonly restorers: NameRestorers;
}

/** Spells out resource-name parameters in the path templates of a service's operations. */
export function routableService<G extends OperationGroups>(service: ServiceDefinition<G>): RoutableService<G> {
  const restorers = new Map<string, Array<readonly [string, ResourceNameTemplate<string>]>>();
  const groups: Record<string, Record<string, OperationSpec>> = {};
  for (const [group, methods] of Object.entries(service.groups)) {
    groups[group] = {};
    for (const [method, spec] of Object.entries(methods)) {
      let path = spec.path;
      const pathParams: Record<string, Param> = {};
      const restore: Array<readonly [string, ResourceNameTemplate<string>]> = [];
      for (const [key, param] of Object.entries(spec.pathParams ?? {})) {
        const template = templateOf(param);
        const wire = paramSpec(param).name ?? key;
        if (!template) {
          pathParams[key] = param;
          continue;
        }
        const spelled = template.template.replace(/\{([^{}]+)\}/g, (_, part: string) => `{${wire}.${part}}`);
        path = path.replace(`{${wire}}`, spelled);
        for (const part of template.keys) pathParams[`${wire}.${part}`] = z.string().check(z.minLength(1));
        restore.push([wire, template]);
      }
      groups[group][method] = { ...spec, path, pathParams };
      if (restore.length > 0) restorers.set(`${group}.${method}`, restore);
    }
  }
  const routed = defineService({ ...service, groups }) as unknown as ServiceDefinition<G>;
  return { service: routed, restorers };
}

/** Wraps a handler so that it sees the resource names (`req.params.name`) instead of their parts. */
export function withNames(handler: FakeHandler, restore: ReadonlyArray<readonly [string, ResourceNameTemplate<string>]> | undefined): FakeHandler {
  if (!restore) return handler;
  return (req, ctx) => {
    const params: Record<string, string> = { ...req.params };
    for (const [wire, template] of restore) {
      const parts: Record<string, string> = {};
      for (const part of template.keys) {
        parts[part] = params[`${wire}.${part}`] ?? '';
        delete params[`${wire}.${part}`];
      }
      try {
        params[wire] = template.format(parts);
      } catch {
        throw fakeError(400, 'INVALID_ARGUMENT', `${wire} is not a valid resource name like ${template.template}`);
      }
    }
    const named: FakeRequest = { ...req, params };
    return handler(named, ctx);
  };
}
