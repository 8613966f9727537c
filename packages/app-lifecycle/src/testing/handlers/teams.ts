/**
 * Teams of an organisation: names unique in it (409); admins create and delete them, and with the team's
 * maintainers (its creator is the first) manage its users (users of the organisation, by e-mail) and apps (the
 * organisation's, by name; `manager` when given). A team's users reach its apps with its permissions.
 */
import { empty, fakeError, json } from '@org/http-core/testing';
import type { App } from '../../index.js';
import { appOf, type FakeContext } from '../context.js';
import { checkTeamManager, orgOf } from '../org-access.js';
import type { StoredTeam, StoredTeamPermission } from '../people-records.js';
import { childKey } from '../state.js';
import { namePattern, slugOf } from './apps.js';
import type { Handlers } from './types.js';

/** Handlers of `teams.*`. */
export function teamHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const { people } = state;
  const view = ({ id, name, display_name, description }: StoredTeam) => ({ id, name, display_name, ...(description === undefined ? {} : { description }) });
  const teamOf = (orgId: string, orgName: string, name: string): StoredTeam => {
    const team = people.teamsOf(orgId).find((t) => t.name === name);
    if (!team) throw fakeError(404, undefined, `${orgName} has no team ${name}`);
    return team;
  };
  const save = (team: StoredTeam) => people.teams.set(childKey(team.orgId, team.id), team);
  const appView = (app: App, permissions: readonly StoredTeamPermission[]) => ({ ...app, team_permissions: [...permissions] });
  const teamApp = (team: StoredTeam, appName: string) => {
    const app = state.apps.list((a) => a.owner.type === 'org' && a.owner.id === team.orgId && a.name === appName)[0];
    const given = app && team.apps.find((a) => a.appId === app.id);
    if (!app || !given) throw fakeError(404, undefined, `Team ${team.name} has no app ${appName}`);
    return { app, given };
  };
  const memberView = (member: StoredTeam['users'][number]) => {
    const user = people.userNamed(member.userName)!;
    return { name: user.name, display_name: user.display_name, email: user.email, role: member.role };
  };
  return {
    'teams.list': (req) => json(200, people.teamsOf(orgOf(fake, req).org.id).map(view)),
    'teams.create': (req) => {
      const { org, me } = orgOf(fake, req, 'admin');
      const body = req.body as { display_name: string; name?: string; description?: string };
      const name = body.name ?? slugOf(body.display_name);
      if (!namePattern.test(name)) throw fakeError(400, undefined, `Team name '${name}' may only hold letters, digits, '-', '_' and '.'`);
      if (people.teamsOf(org.id).some((t) => t.name === name)) throw fakeError(409, undefined, `${org.name} already has a team ${name}`);
      const team: StoredTeam = {
        orgId: org.id,
        id: state.ids.uuid(),
        name,
        display_name: body.display_name,
        ...(body.description === undefined ? {} : { description: body.description }),
        users: [{ userName: me, role: 'maintainer' }],
        apps: [],
      };
      save(team);
      return json(201, view(team));
    },
    'teams.get': (req) => {
      const { org } = orgOf(fake, req);
      return json(200, view(teamOf(org.id, org.name, req.params.team_name!)));
    },
    'teams.update': (req) => {
      const access = orgOf(fake, req);
      const team = teamOf(access.org.id, access.org.name, req.params.team_name!);
      checkTeamManager(access, team);
      return json(200, view(save({ ...team, display_name: (req.body as { display_name: string }).display_name })));
    },
    'teams.delete': (req) => {
      const { org } = orgOf(fake, req, 'admin');
      const team = teamOf(org.id, org.name, req.params.team_name!);
      people.teams.delete(childKey(org.id, team.id));
      return empty(204);
    },
    'teams.listApps': (req) => {
      const { org } = orgOf(fake, req);
      const team = teamOf(org.id, org.name, req.params.team_name!);
      return json(
        200,
        team.apps.map((given) => appView(state.apps.get(given.appId)!, given.permissions)),
      );
    },
    'teams.addApp': (req) => {
      const access = orgOf(fake, req);
      const team = teamOf(access.org.id, access.org.name, req.params.team_name!);
      checkTeamManager(access, team);
      const appName = (req.body as { name: string }).name;
      const app = state.apps.list((a) => a.owner.type === 'org' && a.owner.id === access.org.id && a.name === appName)[0];
      if (!app) throw fakeError(404, undefined, `${access.org.name} has no app ${appName}`);
      if (team.apps.some((a) => a.appId === app.id)) throw fakeError(409, undefined, `Team ${team.name} already has ${appName}`);
      const permissions: StoredTeamPermission[] = ['manager'];
      save({ ...team, apps: [...team.apps, { appId: app.id, permissions }] });
      return json(201, appView(app, permissions));
    },
    'teams.updateAppPermissions': (req) => {
      const access = orgOf(fake, req);
      const team = teamOf(access.org.id, access.org.name, req.params.team_name!);
      checkTeamManager(access, team);
      const { app } = teamApp(team, req.params.app_name!);
      const permissions = [...new Set((req.body as { permissions: StoredTeamPermission[] }).permissions)];
      const unknown = permissions.find((p) => !['manager', 'developer', 'viewer'].includes(p));
      if (unknown !== undefined) throw fakeError(400, undefined, `Unknown permission ${unknown}`);
      save({ ...team, apps: team.apps.map((a) => (a.appId === app.id ? { appId: app.id, permissions } : a)) });
      return json(200, appView(app, permissions));
    },
    'teams.removeApp': (req) => {
      const access = orgOf(fake, req);
      const team = teamOf(access.org.id, access.org.name, req.params.team_name!);
      checkTeamManager(access, team);
      const { app } = teamApp(team, req.params.app_name!);
      save({ ...team, apps: team.apps.filter((a) => a.appId !== app.id) });
      return empty(204);
    },
    'teams.listUsers': (req) => {
      const { org } = orgOf(fake, req);
      return json(200, teamOf(org.id, org.name, req.params.team_name!).users.map(memberView));
    },
    'teams.addUser': (req) => {
      const access = orgOf(fake, req);
      const team = teamOf(access.org.id, access.org.name, req.params.team_name!);
      checkTeamManager(access, team);
      const email = (req.body as { user_email: string }).user_email;
      const user = people.userWithEmail(email);
      if (!user || people.roleOf(access.org.id, user.name) === undefined) throw fakeError(404, undefined, `${email} is not a user of ${access.org.name}`);
      if (team.users.some((u) => u.userName === user.name)) throw fakeError(409, undefined, `${email} is already in team ${team.name}`);
      const member = { userName: user.name, role: 'collaborator' as const };
      save({ ...team, users: [...team.users, member] });
      return json(201, memberView(member));
    },
    'teams.removeUser': (req) => {
      const access = orgOf(fake, req);
      const team = teamOf(access.org.id, access.org.name, req.params.team_name!);
      checkTeamManager(access, team);
      const userName = req.params.user_name!;
      if (!team.users.some((u) => u.userName === userName)) throw fakeError(404, undefined, `${userName} is not in team ${team.name}`);
      save({ ...team, users: team.users.filter((u) => u.userName !== userName) });
      return empty(204);
    },
    'teams.listForApp': (req) => {
      const app = appOf(fake, req);
      if (app.owner.type !== 'org') return json(200, []);
      return json(
        200,
        people.teamsOf(app.owner.id).flatMap((team) => {
          const given = team.apps.find((a) => a.appId === app.id);
          return given ? [{ ...view(team), permissions: [...given.permissions] }] : [];
        }),
      );
    },
  };
}
