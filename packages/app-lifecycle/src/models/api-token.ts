import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** What a token may do: `all`, or `viewer` (read only). */
export const ApiTokenScope = openEnum(['all', 'viewer']);
/** What a token may do. */
export type ApiTokenScope = z.infer<typeof ApiTokenScope>;

/** A user or app API token as listed: the secret value itself is never listed. */
export const ApiToken = model({
  /** The token's id (a UUID); use it to delete the token. */
  id: z.string(),
  /** When the token was created (ISO 8601). */
  created_at: z.string(),
  /** What the token is for, as given when it was created. */
  description: z.optional(z.string()),
  /** What the token may do: `all` (read and write) or `viewer` (read only). */
  scope: z.optional(z.array(ApiTokenScope)),
});
/** A user or app API token as listed. */
export type ApiToken = z.infer<typeof ApiToken>;

/** A token just created: `api_token` is the secret, shown this once only. */
export const CreatedApiToken = model({
  /** The token's id (a UUID); use it to delete the token. */
  id: z.string(),
  /** When the token was created (ISO 8601). */
  created_at: z.string(),
  /** The secret token itself; shown only in this answer, never again. */
  api_token: z.string(),
  /** What the token is for, as given when it was created. */
  description: z.optional(z.string()),
  /** What the token may do: `all` (read and write) or `viewer` (read only). */
  scope: z.optional(z.array(ApiTokenScope)),
});
/** A token just created; keep `api_token` safe, it is not shown again. */
export type CreatedApiToken = z.infer<typeof CreatedApiToken>;

/** Body of a token creation. */
export const NewApiToken = model({
  /** A note saying what the token is for. */
  description: z.optional(z.string()),
  /** What the token may do: `all` (read and write) or `viewer` (read only). */
  scope: z.optional(z.array(ApiTokenScope)),
});
/** Body of a token creation. */
export type NewApiToken = z.input<typeof NewApiToken>;
