/**
 * The forms a credential can take on the way out: the value itself, percent-encoded (in a URL), and for
 * HTTP Basic the base64 pair.
 */
import type { AuthScheme } from '../probe.js';

export function secretForms(scheme: AuthScheme, credentials: Readonly<Record<string, string>>): string[] {
  const forms = new Set<string>();
  for (const value of Object.values(credentials)) {
    if (value === '') continue;
    forms.add(value);
    forms.add(encodeURIComponent(value));
  }
  if (scheme === 'basic') {
    forms.add(Buffer.from(`${credentials.username ?? ''}:${credentials.password ?? ''}`, 'utf8').toString('base64'));
  }
  return [...forms];
}

/** Other values of the same credentials, which the fake refuses. */
export function refusedCredentials(credentials: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(credentials).map(([name, value]) => [name, value === '' ? '' : `${value}-revoked-7f3a`]));
}
