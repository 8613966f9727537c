/**
 * The words of refusals that the success path raises with a provisional message (`refusal` and `walkRefusal` in
 * `deferred-error.ts`): a call refused before anything is sent, for a reason the page can tell without a sentence
 * (a credential over plain http, an id too long, a header a credential would replace, a page limit that is not a
 * whole number), and a list walk stopped at a page that repeats itself or is one empty page too many. They are
 * worded here, on the error path, before the error leaves the call; a page carries their names, not their
 * sentences. It imports nothing, as the error path imports nothing the page has.
 */
import type { PaginationFields } from './pagination.js';

/** @internal Why a walk stopped (`walkStopped`): a place given again, a page of items yielded already, an item yielded already, too many empty pages. */
export type WalkStop = 'place' | 'page' | 'item' | 'empty';

/**
 * What each paging style calls a place given again (a page, for the styles where the client counts), and what
 * names its next page, in the words of a walk that stopped.
 */
const pagingPlaces: { readonly [S in PaginationFields['style']]: readonly [repeated: string, place: string] } = {
  nextLink: ['next link', 'next link'],
  pageToken: ['page token', 'page token'],
  continuationToken: ['continuation token', 'continuation token'],
  cursor: ['cursor', 'cursor'],
  linkHeader: ['next page link of the Link header', 'Link header'],
  offset: ['page (the same items as an earlier page, whatever the offset asked)', 'offset'],
  page: ['page (the same items as an earlier page, whatever the page number asked)', 'page number'],
  afterLastId: ['last item id to continue after', 'last item id'],
};

/** The words of a walk of `operation` (paging in `style`) stopped after `pages` pages, for the reason `why`. */
function walkStopped(operation: string, style: PaginationFields['style'], pages: number, why: WalkStop, identity: string | undefined, maxEmptyPages: number): string {
  const [repeated, place] = pagingPlaces[style];
  const after = `${pages} page${pages === 1 ? '' : 's'}`;
  if (why === 'empty') {
    return `${operation}: the service gave ${maxEmptyPages + 1} pages in a row without items, each with a new ${place}; paging stopped after ${after} (maxEmptyPages is ${maxEmptyPages})`;
  }
  const what = why === 'place' ? `${repeated} again` : `${why === 'item' ? `item (by ${identity})` : 'items as an earlier page'} again, under a new ${place},`;
  return `${operation}: the service gave the same ${what} after ${after}; paging stopped rather than loop or yield items twice`;
}

/** @internal Each refusal's words, by name, from what the page hands over. */
export const refusalWords = {
  plainHttp: (service: string, operation: string, host: string) =>
    `${service}: ${operation} would send a credential over plain http to ${host}; use https, or set allowCredentialsOverHttp if the network path is trusted`,
  noCredential: (operation: string, kinds: readonly string[], has: readonly string[]) =>
    `${operation} needs a credential of kind ${kinds.join(' or ')}; the client has ${has.length === 0 ? 'none' : has.join(', ')}`,
  notAnObject: (operation: string) => `${operation} takes an object of named parameters`,
  unreadableInput: (operation: string) => `${operation}: the input could not be read`,
  noIdempotencyKey: (operation: string) => `${operation} takes no idempotency key: the service documents none for it`,
  badId: (field: string, generated: boolean, problem: string) => `${field} ${generated ? `made by generateId ${problem}` : problem}`,
  idTooLong: (field: string, maxLength: number, length: number) => `${field} must be at most ${maxLength} characters (it has ${length})`,
  headerReplaced: (field: string) => `${field} is a header the credential writes; it is not replaced (give another credential for one call with the auth call option)`,
  queryTwice: (field: string) => `${field} is a parameter the credential writes; it is not sent twice`,
  credentialHeader: (name: string, problem: string) => `The credential's header ${name} ${problem}`,
  credentialQuery: () => "The credential's query parameter must be a string without a lone surrogate (half of a UTF-16 pair)",
  pageLimit: (name: string, value: unknown) => `${name}: must be a whole number, 0 or more (got ${typeof value === 'number' ? value : typeof value})`,
  notAList: (operation: string, items: string) => `${operation}: expected an array at '${items || '(body)'}' of a page`,
  walkStopped,
};

/** @internal The name of a refusal's words. */
export type RefusalName = keyof typeof refusalWords;
