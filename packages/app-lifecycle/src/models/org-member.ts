import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** The roles a user can hold in an organisation. */
export const orgRoles = ['admin', 'collaborator', 'member'] as const;
/** A role in an organisation: `admin`, `collaborator` or `member`. */
export const OrgRole = openEnum(orgRoles);

/** A user of an organisation, with their role in it. */
export const OrgMember = model({
  name: z.string(),
  display_name: z.string(),
  email: z.string(),
  joined_at: z.string(),
  role: z.string(),
});
/** A user of an organisation, with their role in it. */
export type OrgMember = z.infer<typeof OrgMember>;

/** Body of `orgMembers.updateRole`. */
export const OrgRoleChange = model({
  role: z.optional(OrgRole),
});
/** Body of `orgMembers.updateRole`. */
export type OrgRoleChange = z.input<typeof OrgRoleChange>;

/** Someone who tests an organisation's apps: one of its users, or a tester of one of its shared groups. */
export const OrgTester = model({
  name: z.string(),
  email: z.string(),
  display_name: z.optional(z.string()),
});
/** Someone who tests an organisation's apps. */
export type OrgTester = z.infer<typeof OrgTester>;
