/**
 * Clients in the fake: created `ACTIVE`, moved between `ACTIVE` and `INACTIVE` by `activate`/`deactivate` (no
 * change when already there); `partnerClientId` unique among the buyer's clients, and the display name unique
 * among those without one.
 */
import { json, pageAnswer } from '@org/http-core/testing';
import type { Client, ClientRole } from '../../models/client.js';
import { parseFilter } from '../filter-expression.js';
import { alreadyExists, invalidArgument } from '../google-errors.js';
import { pageOf } from '../paging.js';
import { buyerOf, type MarketplaceState } from '../state.js';
import { applyUpdate, clientRules } from '../update-mask.js';
import type { Body, GroupHandlers } from './types.js';

/** Handlers of `clients.*`. */
export function clientHandlers(state: MarketplaceState): GroupHandlers {
  const find = (name: string): Client => state.find(state.clients, name);
  const checkUnique = (client: Client) => {
    const buyer = buyerOf(client.name!);
    for (const other of state.clients.list((c, name) => buyerOf(name) === buyer && name !== client.name)) {
      if (client.partnerClientId && other.partnerClientId === client.partnerClientId) {
        throw alreadyExists(`A client with partnerClientId '${client.partnerClientId}' exists: ${other.name}`);
      }
      if (!client.partnerClientId && !other.partnerClientId && other.displayName === client.displayName) {
        throw alreadyExists(`A client named '${client.displayName}' without a partnerClientId exists: ${other.name}`);
      }
    }
  };

  const move = (name: string, to: 'ACTIVE' | 'INACTIVE') => {
    const current = find(name);
    if (current.state === to) return json(200, current);
    return json(200, state.clients.set(name, { ...current, state: to }));
  };

  return {
    'clients.get': (req) => json(200, find(req.params.name!)),
    'clients.list': (req) => {
      const parent = req.params.parent!;
      state.checkAccount(parent);
      const matcher = parseFilter(req.query.get('filter'), ['partnerClientId']);
      return pageAnswer('clients', pageOf(state.clients.list((client, name) => buyerOf(name) === parent && matcher(client)), req, 500));
    },
    'clients.create': (req) => {
      const parent = req.params.parent!;
      state.checkAccount(parent);
      const body = req.body as Body;
      if (body.role === 'CLIENT_ROLE_UNSPECIFIED') throw invalidArgument('role must be specified');
      const client: Client = {
        displayName: body.displayName as string,
        role: body.role as ClientRole,
        sellerVisible: (body.sellerVisible as boolean | undefined) ?? false,
        ...(body.partnerClientId === undefined ? {} : { partnerClientId: body.partnerClientId as string }),
        name: `${parent}/clients/${state.newId()}`,
        state: 'ACTIVE',
      };
      checkUnique(client);
      return json(200, state.clients.set(client.name!, client));
    },
    'clients.patch': (req) => {
      const name = req.params.name!;
      const current = find(name);
      const { updated } = applyUpdate(current, req.body as Body, req.query.get('updateMask'), clientRules);
      if (!updated.displayName) throw invalidArgument('displayName must not be empty');
      if (updated.role === 'CLIENT_ROLE_UNSPECIFIED') throw invalidArgument('role must be specified');
      checkUnique(updated);
      return json(200, state.clients.set(name, updated));
    },
    'clients.activate': (req) => move(req.params.name!, 'ACTIVE'),
    'clients.deactivate': (req) => move(req.params.name!, 'INACTIVE'),
  };
}
