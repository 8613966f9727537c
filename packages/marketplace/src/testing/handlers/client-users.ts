/**
 * Client users in the fake, per the service's state table: created `INVITED` (an invitation e-mail is
 * recorded), `ACTIVE` once the invitation is accepted, `activate`/`deactivate` between `ACTIVE` and
 * `INACTIVE` (no change when already there), removed by delete.
 */
import { json, pageAnswer } from '@org/http-core/testing';
import type { ClientUser } from '../../models/client-user.js';
import { alreadyExists, failedPrecondition, notFound } from '../google-errors.js';
import { pageOf } from '../paging.js';
import type { MarketplaceState } from '../state.js';
import type { Body, GroupHandlers } from './types.js';

/** The client of a user name: `buyers/1/clients/2/users/3` → `buyers/1/clients/2`. */
const clientOf = (user: string) => user.split('/').slice(0, 4).join('/');

/** Handlers of `clientUsers.*`. */
export function clientUserHandlers(state: MarketplaceState): GroupHandlers {
  const findClient = (name: string) => {
    state.checkAccount(name);
    if (!state.clients.has(name)) throw notFound(name);
  };
  const find = (name: string): ClientUser => state.find(state.clientUsers, name);
  const move = (name: string, to: 'ACTIVE' | 'INACTIVE') => {
    const user = find(name);
    if (user.state === 'INVITED') {
      throw failedPrecondition(`${name} has not accepted the invitation yet; it becomes ACTIVE when it does`);
    }
    if (user.state === to) return json(200, user);
    return json(200, state.clientUsers.set(name, { ...user, state: to }));
  };

  return {
    'clientUsers.get': (req) => json(200, find(req.params.name!)),
    'clientUsers.list': (req) => {
      const parent = req.params.parent!;
      findClient(parent);
      return pageAnswer('clientUsers', pageOf(state.clientUsers.list((_, name) => clientOf(name) === parent), req, 500));
    },
    'clientUsers.create': (req) => {
      const parent = req.params.parent!;
      findClient(parent);
      const email = (req.body as Body).email as string;
      const taken = state.clientUsers.list((user, name) => clientOf(name) === parent && user.email?.toLowerCase() === email.toLowerCase());
      if (taken.length > 0) throw alreadyExists(`${parent} already has a user with e-mail ${email}: ${taken[0]!.name}`);
      const user: ClientUser = { name: `${parent}/users/${state.newId()}`, email, state: 'INVITED' };
      state.clientUsers.set(user.name!, user);
      state.recordInvitation(user.name!, email);
      return json(200, user);
    },
    'clientUsers.activate': (req) => move(req.params.name!, 'ACTIVE'),
    'clientUsers.deactivate': (req) => move(req.params.name!, 'INACTIVE'),
    'clientUsers.delete': (req) => {
      const name = req.params.name!;
      state.checkAccount(name);
      state.clientUsers.remove(name, () => notFound(name));
      return json(200, {});
    },
  };
}
