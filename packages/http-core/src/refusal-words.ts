/**
 * The words of refusals that the success path raises with a provisional message (`refusal` and `walkRefusal` in
 * `deferred-error.ts`): a call refused before anything is sent, for a reason the page can tell without a sentence
 * (a credential over plain http, an id too long, a header a credential would replace, a page limit that is not a
 * whole number), and a list page without its array of items. They are worded here, on the error path, before the
 * error leaves the call; a page carries their names, not their sentences. It imports nothing the page has, as the
 * error path imports nothing the page has. (The words of a walk stopped at a page that repeats itself are the walk
 * guard's, `page-walk.ts`: only a page with lists carries them.)
 */
import { pathWords } from './path-words.js';

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
  paramValue: pathWords,
  credentialQuery: () => "The credential's query parameter must be a string without a lone surrogate (half of a UTF-16 pair)",
  pageLimit: (name: string, value: unknown) => `${name}: must be a whole number, 0 or more (got ${typeof value === 'number' ? value : typeof value})`,
  notAList: (operation: string, items: string) => `${operation}: expected an array at '${items || '(body)'}' of a page`,
};

/** @internal The name of a refusal's words. */
export type RefusalName = keyof typeof refusalWords;
