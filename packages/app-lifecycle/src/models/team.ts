import { extendModel, model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { App } from './app.js';

/** What a team may do with an app it was given. */
export const teamAppPermissions = ['manager', 'developer', 'viewer'] as const;

/** A team of an organisation: a set of its users who are given apps together. */
export const Team = model({
  /** The team's id (a UUID). */
  id: z.string(),
  /** The team's name as used in paths (`team_name`). */
  name: z.string(),
  /** The team's display name. */
  display_name: z.string(),
  /** What the team is for. */
  description: z.optional(z.string()),
});
/** A team of an organisation. */
export type Team = z.infer<typeof Team>;

/** Body of `teams.create`: `name` (used in URLs) defaults to one made from `display_name`. */
export const NewTeam = model({
  /** The name shown to people (not empty). */
  display_name: z.string().check(z.minLength(1)),
  /** The name used in paths; derived from `display_name` when omitted. */
  name: z.optional(z.string().check(z.minLength(1))),
  /** What the team is for. */
  description: z.optional(z.string()),
});
/** Body of `teams.create`. */
export type NewTeam = z.input<typeof NewTeam>;

/** Body of `teams.update`. */
export const TeamPatch = model({
  /** The new display name (not empty). */
  display_name: z.string().check(z.minLength(1)),
});
/** Body of `teams.update`. */
export type TeamPatch = z.input<typeof TeamPatch>;

/** An app a team was given, with what the team may do with it. */
export const TeamApp = extendModel(App, {
  /** The team's permissions on the app. */
  team_permissions: z.optional(z.array(openEnum(teamAppPermissions))),
});
/** An app a team was given. */
export type TeamApp = z.infer<typeof TeamApp>;

/** Body of `teams.addApp`: the app of the team's organisation, by name. */
export const TeamAppAddition = model({
  /** Name of the app to give the team (not empty). */
  name: z.string().check(z.minLength(1)),
});
/** Body of `teams.addApp`. */
export type TeamAppAddition = z.input<typeof TeamAppAddition>;

/** Body of `teams.updateAppPermissions`. */
export const TeamAppPermissions = model({
  /** The permissions every member of the team gets on the app (at least one). */
  permissions: z.array(openEnum(teamAppPermissions)).check(z.minLength(1)),
});
/** Body of `teams.updateAppPermissions`. */
export type TeamAppPermissions = z.input<typeof TeamAppPermissions>;

/** A user of a team, with their role in it. */
export const TeamMember = model({
  /** The user's unique name. */
  name: z.string(),
  /** The user's full name. */
  display_name: z.string(),
  /** The user's email address. */
  email: z.string(),
  /** The user's role in the team: `maintainer` or `collaborator`. */
  role: openEnum(['maintainer', 'collaborator']),
});
/** A user of a team. */
export type TeamMember = z.infer<typeof TeamMember>;

/** Body of `teams.addUser`: a user of the team's organisation, by e-mail. */
export const TeamMemberAddition = model({
  /** Email address of the organisation member to add (not empty). */
  user_email: z.string().check(z.minLength(1)),
});
/** Body of `teams.addUser`. */
export type TeamMemberAddition = z.input<typeof TeamMemberAddition>;

/** A team that was given an app, with what it may do with it. */
export const AppTeam = extendModel(Team, {
  /** The team's permissions on the app. */
  permissions: z.optional(z.array(openEnum(['manager', 'developer', 'viewer', 'tester']))),
});
/** A team that was given an app. */
export type AppTeam = z.infer<typeof AppTeam>;
