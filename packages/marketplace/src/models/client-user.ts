import { model, openEnum, plainCheck } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/**
 * Where a client user stands: `INVITED` (created; an invitation e-mail was sent), `ACTIVE` (the invitation
 * was accepted, or the user was activated) or `INACTIVE` (deactivated).
 */
export const ClientUserState = openEnum(['STATE_UNSPECIFIED', 'INVITED', 'ACTIVE', 'INACTIVE']);
export type ClientUserState = z.infer<typeof ClientUserState>;

/** A person of a client with access to the buyer's user interface. */
export const ClientUser = model({
  /** Output only. `buyers/{buyer}/clients/{client}/users/{user}`. */
  name: z.optional(z.string()),
  /** Unique among the users of the client. */
  email: z.optional(z.string()),
  /** Output only. */
  state: z.optional(ClientUserState),
});
export type ClientUser = z.infer<typeof ClientUser>;

/** What `z.email()` takes: zod's pattern of an e-mail address. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Body of creating a client user: the e-mail address the invitation goes to. */
export const ClientUserInput = model({
  /** Required. The e-mail address the invitation is sent to; unique among the client's users. */
  email: z.string().check(plainCheck((email: string) => EMAIL.test(email), 'must be an e-mail address')),
});
export type ClientUserInput = z.input<typeof ClientUserInput>;

/** A page of client users. */
export const ListClientUsersResponse = model({
  /** The client users of the page. */
  clientUsers: z.optional(z.array(ClientUser)),
  /** Token of the next page; absent on the last. */
  nextPageToken: z.optional(z.string()),
});
export type ListClientUsersResponse = z.infer<typeof ListClientUsersResponse>;
