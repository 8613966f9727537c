import type { AuthTarget } from './auth.js';
import { hasLoneSurrogate } from './control-characters.js';
import { refusal } from './deferred-error.js';
import type { RequestSummary } from './errors.js';
import { displayName, headerNameProblem, headerValueProblem } from './header-check.js';

/**
 * Refuses what a credential wrote that the platform cannot send (a service's own credential kind, or one a
 * caller wrote): a header `fetch` would reject, a query value with a lone surrogate. Field `auth`; the value is
 * never shown. The headers it did not write were checked before; checking them again costs a test each.
 *
 * Refuses too a credential that replaced a header the request held before it applied (given to the client or
 * the call, or by a hook), or a query parameter of `url` under the same name as its own: the caller's value
 * would be lost or sent beside the credential. Field `headers.<name>` or `query.<name>`.
 *
 * @param given - the request's headers just before the credential applied.
 */
export function checkCredentialTarget(target: AuthTarget, summary: () => RequestSummary, given: Readonly<Record<string, string>>, url: string): void {
  for (const name in given) {
    if (target.headers[name] !== given[name]) {
      const field = `headers.${displayName(name)}`;
      throw refusal('headerReplaced', { ...summary(), field }, field);
    }
  }
  if (target.query.length > 0 && url.includes('?')) {
    const names = new URL(url).searchParams;
    for (const [name] of target.query) {
      if (names.has(name)) throw refusal('queryTwice', { ...summary(), field: `query.${name}` }, `query.${name}`);
    }
  }
  for (const name in target.headers) {
    const problem = headerNameProblem(name) ?? headerValueProblem(target.headers[name]);
    if (problem !== undefined) throw refusal('credentialHeader', { ...summary(), field: 'auth' }, displayName(name), problem);
  }
  for (const [name, value] of target.query) {
    if (typeof name !== 'string' || typeof value !== 'string' || hasLoneSurrogate(name) || hasLoneSurrogate(value)) {
      throw refusal('credentialQuery', { ...summary(), field: 'auth' });
    }
  }
}
