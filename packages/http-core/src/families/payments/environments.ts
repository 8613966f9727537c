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
  const environment = choice.environment ?? 'test';
  // Credentials of unknown environment are taken as the environment's own.
  const { credentialEnvironment: issuedFor = environment, liveUrl } = choice;
  const refuse = (field: string, message: string): never => {
    throw new ValidationError(`${packageName}: ${message}`, { field });
  };
  // Each of the two options names an environment.
  for (const [field, value] of [['environment', environment], [option, issuedFor]] as const) {
    if (value !== 'test' && value !== 'live') refuse(field, `${field} must be 'test' or 'live'`);
  }
  if (issuedFor !== environment) {
    refuse(option, `${credentials} issued for ${issuedFor} cannot be used in ${environment}: use ${credentials} issued for ${environment}, or set environment: '${issuedFor}'`);
  }
  if (environment === 'test') return choice.baseUrl ?? testUrl;

  // One sentence for every fault of the live address, saying what is wrong with it first.
  let live: URL | undefined;
  try {
    live = new URL(liveUrl as string | URL);
  } catch {
    // Not an absolute URL: told below.
  }
  const problem = !liveUrl
    ? 'is missing'
    : !live
      ? 'is not an absolute URL'
      : live.protocol !== 'https:' && !(live.protocol === 'http:' && isLoopbackHost(live.hostname))
        ? 'does not use https'
        : live.origin === new URL(testUrl).origin
          ? 'points at the test environment'
          : undefined;
  if (problem) refuse('liveUrl', `liveUrl ${problem}: give the https live address of your account`);
  return liveUrl!;
}
