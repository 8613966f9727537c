/**
 * Test and live environments, for services whose live address is specific to each account: the test address
 * is public, the live one must be given, and credentials work in the environment they were issued for only.
 */
import { ValidationError } from '../../errors.js';
import { isLoopbackHost } from '../../loopback.js';

/** Where calls go. */
export type Environment = 'test' | 'live';

/** What a caller chose. */
export interface EnvironmentChoice {
  /** `test` (default) or `live`. */
  readonly environment?: Environment;
  /** The live base address; required for `live`. `https` only (plain `http` to loopback addresses, for local tests). */
  readonly liveUrl?: string | URL;
  /** Replaces the test address (a fake, a proxy); only used for `test`. */
  readonly baseUrl?: string | URL;
  /** The environment the credentials were issued for, when known; a mismatch is refused at once. */
  readonly credentialEnvironment?: Environment;
}

/** What a service says about its environments. */
export interface EnvironmentRules {
  /** Named in messages, e.g. `@org/checkout-utility`. */
  readonly packageName: string;
  /** The public test address. */
  readonly testUrl: string;
  /** The caller's name for `credentialEnvironment` (e.g. `keyEnvironment`), for messages and the error field. */
  readonly credentialOption?: string;
  /** What the credentials are called, in the plural: `API keys`, `web service credentials`. */
  readonly credentials?: string;
}

/**
 * Picks the base address for the chosen environment and checks the credentials fit it. Throws a
 * {@link ValidationError} (nothing is sent) for an unknown environment, `live` without a `liveUrl`, a live
 * address that is not `https` or is the test address, or credentials of the other environment.
 */
export function resolveEnvironmentUrl(choice: EnvironmentChoice, rules: EnvironmentRules): string | URL {
  const { packageName, testUrl, credentialOption: option = 'credentialEnvironment', credentials = 'credentials' } = rules;
  const refuse = (field: string, message: string): never => {
    throw new ValidationError(`${packageName}: ${message}`, { field });
  };
  // Each of the two options, when given, names an environment.
  const environmentIn = (field: string, value: Environment | undefined): void => {
    if (value !== undefined && value !== 'test' && value !== 'live') refuse(field, `${field} must be 'test' or 'live'`);
  };
  const environment = choice.environment ?? 'test';
  const { credentialEnvironment: issuedFor, liveUrl } = choice;
  environmentIn('environment', environment);
  environmentIn(option, issuedFor);
  if (issuedFor !== undefined && issuedFor !== environment) {
    refuse(
      option,
      `${credentials} issued for ${issuedFor} cannot be used ` +
        (issuedFor === 'test'
          ? `live: issue ${credentials} for the live environment and pass ${option}: "live"`
          : `in the test environment: use test ${credentials}, or set environment: "live" with your liveUrl`),
    );
  }
  if (environment === 'test') return choice.baseUrl ?? testUrl;

  if (liveUrl === undefined || liveUrl === '') {
    return refuse('liveUrl', 'the live environment needs liveUrl, the live base address of your account (it has no default)');
  }
  let live: URL;
  try {
    live = new URL(String(liveUrl));
  } catch {
    return refuse('liveUrl', 'liveUrl must be an absolute URL');
  }
  if (live.protocol !== 'https:' && !(live.protocol === 'http:' && isLoopbackHost(live.hostname))) refuse('liveUrl', 'liveUrl must use https');
  if (live.origin === new URL(testUrl).origin) refuse('liveUrl', 'liveUrl points at the test environment; give the live address of your account');
  return liveUrl;
}
