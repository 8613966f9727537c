/**
 * Parameter declarations shared by several operations of the table.
 */
import { integer, plainCheck } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** Items per page; the service may send fewer. */
export const pageSize = {
  schema: z.optional(integer(1)),
  description: 'Largest number of items per page; the service may send fewer.',
};

/** The `nextPageToken` of the previous page; the page iterator fills it in. */
export const pageToken = {
  schema: z.optional(z.string()),
  description: 'Token of the page to read, from the previous page.',
};

/** Checks the request and previews the result without changing anything; `false` unless given. */
export const validateOnly = {
  schema: z.optional(z.boolean()),
  default: false,
  description: 'Only check the request; nothing is changed.',
};

/** An AIP-160 filter expression such as `done=false` or `displayName="Tokyo"`. */
export const filter = {
  schema: z.optional(z.string()),
  description: 'Filter expression, e.g. `done=false`.',
};

const triggerIdPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$/;

/** A trigger id: 1 to 63 letters, digits, `-` or `_`, starting with a letter or digit. */
export const triggerId = z.string().check(
  plainCheck((id: string) => triggerIdPattern.test(id), 'must be 1-63 letters, digits, - or _, starting with a letter or digit'),
);

const orderByPattern = /^\s*[A-Za-z_][\w.]*(\s+desc)?\s*(,\s*[A-Za-z_][\w.]*(\s+desc)?\s*)*$/;

/** Sort order: comma-separated fields, each optionally followed by ` desc`, e.g. `create_time desc, name`. */
export const orderBy = {
  schema: z.optional(z.string().check(plainCheck((order: string) => orderByPattern.test(order), "must be comma-separated field names, each optionally followed by ' desc'"))),
  description: 'Sort order, e.g. `create_time desc, name`; ascending unless `desc` follows a field.',
};
