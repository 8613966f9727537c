import { extendModel, model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { App } from './app.js';

/** What a team may do with an app it was given. */
export const teamAppPermissions = ['manager', 'developer', 'viewer'] as const;

/** A team of an organisation: a set of its users who are given apps together. */
export const Team = model({
  id: z.string(),
  name: z.string(),
  display_name: z.string(),
  description: z.optional(z.string()),
});
/** A team of an organisation. */
export type Team = z.infer<typeof Team>;

/** Body of `teams.create`: `name` (used in URLs) defaults to one made from `display_name`. */
export const NewTeam = model({
  display_name: z.string().check(z.minLength(1)),
  name: z.optional(z.string().check(z.minLength(1))),
  description: z.optional(z.string()),
});
/** Body of `teams.create`. */
export type NewTeam = z.input<typeof NewTeam>;

/** Body of `teams.update`. */
export const TeamPatch = model({
  display_name: z.string().check(z.minLength(1)),
});
/** Body of `teams.update`. */
export type TeamPatch = z.input<typeof TeamPatch>;

/** An app a team was given, with what the team may do with it. */
export const TeamApp = extendModel(App, {
  team_permissions: z.optional(z.array(openEnum(teamAppPermissions))),
});
/** An app a team was given. */
export type TeamApp = z.infer<typeof TeamApp>;

/** Body of `teams.addApp`: the app of the team's organisation, by name. */
export const TeamAppAddition = model({
  name: z.string().check(z.minLength(1)),
});
/** Body of `teams.addApp`. */
export type TeamAppAddition = z.input<typeof TeamAppAddition>;

/** Body of `teams.updateAppPermissions`. */
export const TeamAppPermissions = model({
  permissions: z.array(openEnum(teamAppPermissions)).check(z.minLength(1)),
});
/** Body of `teams.updateAppPermissions`. */
export type TeamAppPermissions = z.input<typeof TeamAppPermissions>;

/** A user of a team, with their role in it. */
export const TeamMember = model({
  name: z.string(),
  display_name: z.string(),
  email: z.string(),
  role: openEnum(['maintainer', 'collaborator']),
});
/** A user of a team. */
export type TeamMember = z.infer<typeof TeamMember>;

/** Body of `teams.addUser`: a user of the team's organisation, by e-mail. */
export const TeamMemberAddition = model({
  user_email: z.string().check(z.minLength(1)),
});
/** Body of `teams.addUser`. */
export type TeamMemberAddition = z.input<typeof TeamMemberAddition>;

/** A team that was given an app, with what it may do with it. */
export const AppTeam = extendModel(Team, {
  permissions: z.optional(z.array(openEnum(['manager', 'developer', 'viewer', 'tester']))),
});
/** A team that was given an app. */
export type AppTeam = z.infer<typeof AppTeam>;
