import type { AuthTarget } from './auth.js';
import { hasLoneSurrogate } from './control-characters.js';
import { ValidationError, type RequestSummary } from './errors.js';
import { displayName, headerNameProblem, headerValueProblem } from './header-check.js';

/**
 * Refuses what a credential wrote that the platform cannot send (a service's own credential kind, or one a
 * caller wrote): a header `fetch` would reject, a query value with a lone surrogate. Field `auth`; the value is
 * never shown. The headers it did not write were checked before; checking them again costs a test each.
 */
export function checkCredentialTarget(target: AuthTarget, summary: () => RequestSummary): void {
  for (const name in target.headers) {
    const problem = headerNameProblem(name) ?? headerValueProblem(target.headers[name]);
    if (problem !== undefined) throw new ValidationError(`The credential's header ${displayName(name)} ${problem}`, { ...summary(), field: 'auth' });
  }
  for (const [name, value] of target.query) {
    if (typeof name !== 'string' || typeof value !== 'string' || hasLoneSurrogate(name) || hasLoneSurrogate(value)) {
      throw new ValidationError('The credential\'s query parameter must be a string without a lone surrogate (half of a UTF-16 pair)', {
        ...summary(),
        field: 'auth',
      });
    }
  }
}
