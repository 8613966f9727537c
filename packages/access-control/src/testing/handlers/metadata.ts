import { fakeError, json, type FakeHandler } from '@org/http-core/testing';
import type { ProviderOperationsMetadata } from '../../models/provider-operations.js';
import { listAnswer } from '../list-answer.js';
import type { FakePrincipal } from '../seed.js';
import type { AccessControlState } from '../state.js';
import { resourceScopeOf } from './role-assignments.js';

/** Handlers of permissions, provider operations metadata and classic administrators. */
export function metadataHandlers(state: AccessControlState, pageSize: number): Record<string, FakeHandler> {
  const shown = (provider: ProviderOperationsMetadata, expand: string | null): ProviderOperationsMetadata => {
    const withTypes = expand === null || expand.split(',').some((part) => part.trim().toLowerCase() === 'resourcetypes');
    if (withTypes) return provider;
    const { resourceTypes: _omitted, ...rest } = provider;
    return rest;
  };
  return {
    'permissions.listForResourceGroup': (req, ctx) => {
      const scope = `/subscriptions/${req.params.subscriptionId}/resourcegroups/${req.params.resourceGroupName}`;
      return listAnswer(req, ctx, state.permissionsOf((req.principal as FakePrincipal).principalId, scope), pageSize);
    },
    'permissions.listForResource': (req, ctx) =>
      listAnswer(req, ctx, state.permissionsOf((req.principal as FakePrincipal).principalId, resourceScopeOf(req.params)), pageSize),
    'providerOperations.list': (req, ctx) =>
      listAnswer(req, ctx, state.providerOperations.map((p) => shown(p, req.query.get('$expand'))), pageSize),
    'providerOperations.get': (req) => {
      const wanted = req.params.resourceProviderNamespace!.toLowerCase();
      const provider = state.providerOperations.find((p) => p.name?.toLowerCase() === wanted);
      if (!provider) throw fakeError(404, 'ResourceProviderNotFound', `No operations metadata for '${req.params.resourceProviderNamespace}'.`);
      return json(200, shown(provider, req.query.get('$expand')));
    },
    'classicAdministrators.list': (req, ctx) => listAnswer(req, ctx, state.classicAdministrators(req.params.subscriptionId!), pageSize),
  };
}
