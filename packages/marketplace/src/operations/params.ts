/**
 * Parameters shared by the operations of the marketplace service.
 */
import { pageTokenPaging, type ParamSpec } from '@org/http-core';
import { boundedString, integer, plainCheck } from '@org/http-core/light';
import { fieldMaskSchema, resourceNameSchema } from '@org/http-core/google';
import * as z from '@org/http-core/light';
import { BIDDER_NAME, BUYER_NAME } from '../names.js';

/**
 * @internal
 * A path parameter holding a resource name of one shape. The name is checked against its template before
 * anything is sent and its segments are sent unencoded as `/`-separated path segments.
 */
export interface NameParam extends ParamSpec<z.LightString> {
  readonly multiSegment: true;
}

/** Declares a path parameter that takes names like `template`. */
/* @__NO_SIDE_EFFECTS__ */
export function nameParam(template: string, what: string): NameParam {
  return {
    schema: resourceNameSchema(template),
    multiSegment: true,
    description: `${what}: ${template}.`,
  };
}

const buyerNameSchema = resourceNameSchema(BUYER_NAME);
const bidderNameSchema = resourceNameSchema(BIDDER_NAME);

/** `buyers/{buyer}` or `bidders/{bidder}`, for the finalized deals list. */
export const buyerOrBidder = {
  schema: z.string().check(
    plainCheck((name: string) => buyerNameSchema.safeParse(name).success || bidderNameSchema.safeParse(name).success, 'must be a resource name like buyers/{buyer} or bidders/{bidder}'),
  ),
  multiSegment: true,
  description: 'The buyer (its deals and its clients\u2019) or the bidder (its buyers\u2019 and their clients\u2019): buyers/{buyer} or bidders/{bidder}.',
} as const;

/** `pageSize`: items per page. The service caps it (500) and picks a default when it is omitted. */
export const pageSize = {
  schema: z.optional(integer(0)),
  description: 'Items per page; the service caps it at 500.',
} as const;

/** `pageToken`: handled by the list methods; pass one only to resume a walk. */
export const pageToken = {
  schema: z.optional(z.string()),
  description: 'Token of the page to read, from the previous page\u2019s nextPageToken.',
} as const;

/** The query parameters of every list. */
export const paging = { pageSize, pageToken } as const;

/** How a list's pages are linked: `pageToken` in, `nextPageToken` out; items under `items`, told apart by their resource `name`. */
/* @__NO_SIDE_EFFECTS__ */
export function listPaging<const K extends string>(items: K) {
  return pageTokenPaging({ items, tokenParam: 'pageToken', nextToken: 'nextPageToken', identity: 'name' });
}

/** A list filter in the service's filtering syntax; see the filter builders (`proposalFilter`, ...). */
export const filter = {
  schema: z.optional(boundedString(4096)),
  description: 'Filter expression, e.g. state = "FINALIZED" AND dealType = "PREFERRED_DEAL".',
} as const;

/** `updateMask`: the fields an update changes, comma-separated (or an array); omitted, every field given. */
export const updateMask = {
  schema: z.optional(fieldMaskSchema()),
  description: 'Fields to change, e.g. flightEndTime,programmaticGuaranteedTerms.guaranteedLooks; build it with fieldMask(patch).',
} as const;

/** A buyer: `buyers/{buyer}`. */
export const buyer = nameParam(BUYER_NAME, 'The buyer');
