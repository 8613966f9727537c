/**
 * The users of an app and its testers. The users are the owner (for an app a user owns: `manager`, who cannot
 * be changed or removed, 400) and the collaborators an accepted invitation made; the testers are the members of
 * the app's distribution groups and of the shared groups given to it (those invited and not joined left out).
 * Changing or removing a user needs the `manager` permission when the caller is a collaborator (403).
 */
import { fakeError, json, type FakeRequest } from '@org/http-core/testing';
import type { App, AppPermissionsUpdate, AppUser } from '../../index.js';
import { appOf, tokenOf, type FakeContext } from '../context.js';
import type { StoredTester } from '../distribution-records.js';
import type { FakeUser } from '../records.js';
import { childKey } from '../state.js';
import type { AppPermission } from '../members-state.js';
import type { Handlers } from './types.js';

/** A user of the fake as a user of an app. */
export function appUserOf(user: FakeUser, permissions?: AppPermission[]): AppUser {
  return { id: user.id, name: user.name, display_name: user.display_name, email: user.email, origin: 'appcenter', ...(permissions ? { permissions } : {}) };
}

/** Who may manage an app's people: anyone who reaches it, except a collaborator without `manager` (403). */
export function checkManager(fake: FakeContext, req: FakeRequest, app: App): void {
  const token = tokenOf(req);
  if (token.appId !== undefined || app.owner.name === token.user) return;
  const user = fake.state.users.find((u) => u.name === token.user);
  const collaborator = user && fake.state.members.collaborators.get(childKey(app.id, user.id));
  if (collaborator && !collaborator.permissions.includes('manager')) throw fakeError(403, undefined, 'Only a manager of the app can do this');
}

/** Handlers of `appUsers.*`. */
export function appUserHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const { distribution, members } = state;
  const ownerOf = (app: App) => (app.owner.type === 'user' ? state.users.find((u) => u.id === app.owner.id) : undefined);
  const usersOf = (app: App): AppUser[] => {
    const owner = ownerOf(app);
    const collaborators = members.collaborators.list((c) => c.appId === app.id).flatMap((c) => {
      const user = state.users.find((u) => u.id === c.userId);
      return user ? [appUserOf(user, c.permissions)] : [];
    });
    return [...(owner ? [appUserOf(owner, ['manager'])] : []), ...collaborators];
  };
  /** The collaborator of the path's address; the owner answers 400, anyone else 404. */
  const collaboratorOf = (req: FakeRequest, app: App) => {
    const email = req.params.user_email!.toLowerCase();
    if (ownerOf(app)?.email.toLowerCase() === email) throw fakeError(400, 'BadRequest', "The owner's permissions cannot change");
    const user = state.users.find((u) => u.email.toLowerCase() === email);
    const key = user && childKey(app.id, user.id);
    const found = key && members.collaborators.get(key);
    if (!found) throw fakeError(404, 'NotFound', `${req.params.user_email} is not a user of ${app.name}`);
    return { key: key!, collaborator: found };
  };
  const testerView = (tester: StoredTester): AppUser => {
    const user = state.users.find((u) => u.email.toLowerCase() === tester.email.toLowerCase());
    return user ? appUserOf(user, ['tester']) : { id: tester.id, name: tester.email.split('@')[0]!, display_name: tester.name, email: tester.email, origin: 'appcenter', permissions: ['tester'] };
  };
  return {
    'appUsers.list': (req) => json(200, usersOf(appOf(fake, req))),
    'appUsers.listTesters': (req) => {
      const app = appOf(fake, req);
      const shared = distribution.orgGroups.list((g) => g.appIds.includes(app.id));
      const ids = new Set([...distribution.groupsOf(app.id), ...shared].flatMap((g) => g.members));
      return json(200, [...ids].flatMap((id) => distribution.testers.get(id) ?? []).map(testerView));
    },
    'appUsers.updatePermissions': (req) => {
      const app = appOf(fake, req);
      checkManager(fake, req, app);
      const { key, collaborator } = collaboratorOf(req, app);
      collaborator.permissions = [...(req.body as AppPermissionsUpdate).permissions] as AppPermission[];
      members.collaborators.set(key, collaborator);
    },
    'appUsers.remove': (req) => {
      const app = appOf(fake, req);
      checkManager(fake, req, app);
      members.collaborators.delete(collaboratorOf(req, app).key);
    },
  };
}
