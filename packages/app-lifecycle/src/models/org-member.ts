import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** The roles a user can hold in an organisation. */
export const orgRoles = ['admin', 'collaborator', 'member'] as const;
/** A role in an organisation: `admin`, `collaborator` or `member`. */
export const OrgRole = openEnum(orgRoles);

/** A user of an organisation, with their role in it. */
export const OrgMember = model({
  /** The user's unique name. */
  name: z.string(),
  /** The user's full name. */
  display_name: z.string(),
  /** The user's email address. */
  email: z.string(),
  /** When the user joined the organisation (ISO 8601). */
  joined_at: z.string(),
  /** The user's role: `admin`, `collaborator` or `member`. */
  role: z.string(),
});
/** A user of an organisation, with their role in it. */
export type OrgMember = z.infer<typeof OrgMember>;

/** Body of `orgMembers.updateRole`. */
export const OrgRoleChange = model({
  /** The new role. */
  role: z.optional(OrgRole),
});
/** Body of `orgMembers.updateRole`. */
export type OrgRoleChange = z.input<typeof OrgRoleChange>;

/** Someone who tests an organisation's apps: one of its users, or a tester of one of its shared groups. */
export const OrgTester = model({
  /** The tester's unique name. */
  name: z.string(),
  /** The tester's email address. */
  email: z.string(),
  /** The tester's full name. */
  display_name: z.optional(z.string()),
});
/** Someone who tests an organisation's apps. */
export type OrgTester = z.infer<typeof OrgTester>;
