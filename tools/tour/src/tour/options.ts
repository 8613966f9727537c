/**
 * Command-line options of the tour.
 */

/** What the tour was asked to do. */
export interface TourOptions {
  /** Services to tour; empty for all. */
  readonly services: readonly string[];
  /** Run against this deployment instead of the fakes (one service only). */
  readonly baseUrl: string | undefined;
  /** `--set name=value` settings for a deployment (credentials, ids). */
  readonly settings: Readonly<Record<string, string>>;
  /** Print every request and response (secrets redacted). */
  readonly verbose: boolean;
  /** Print the services and steps, run nothing. */
  readonly list: boolean;
  readonly help: boolean;
}

/** Usage text. */
export const usage = `Usage: npm start -- [options]

Tours the @org SDKs: starts each service's fake on 127.0.0.1 and runs realistic tasks through the clients.

Options:
  --service <name>     tour one service (repeatable), e.g. --service access-control
  --base-url <url>     run against a deployment instead of the fake (needs exactly one --service)
  --set <name=value>   a setting for the deployment: credentials and ids (repeatable);
                       values may also come from ORG_TOUR_<NAME> environment variables
  --verbose            show every request and response (credentials redacted): sets ORG_SDK_LOG=debug,
                       the SDKs' own switch (ORG_SDK_LOG=info, warn, ... picks another level)
  --list               list services and steps, run nothing
  --help               this text
`;

/** Parses `argv` (without the node and script paths). Throws with a message on bad input. */
export function parseTourOptions(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): TourOptions {
  const services: string[] = [];
  const settings: Record<string, string> = {};
  let baseUrl: string | undefined;
  let verbose = false;
  let list = false;
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--service') services.push(value());
    else if (arg === '--base-url') baseUrl = value();
    else if (arg === '--set') {
      const pair = value();
      const eq = pair.indexOf('=');
      if (eq <= 0) throw new Error(`--set expects name=value, got '${pair.split('=')[0]}'`);
      settings[pair.slice(0, eq)] = pair.slice(eq + 1);
    } else if (arg === '--verbose' || arg === '-v') verbose = true;
    else if (arg === '--list') list = true;
    else if (arg === '--help' || arg === '-h') help = true;
    else throw new Error(`unknown option ${arg}`);
  }
  if (baseUrl !== undefined) {
    if (services.length !== 1) throw new Error('--base-url needs exactly one --service');
    for (const [name, text] of Object.entries(env)) {
      const match = /^ORG_TOUR_(.+)$/.exec(name);
      if (match && text !== undefined) settings[camel(match[1]!)] ??= text;
    }
  }
  return { services, baseUrl, settings, verbose, list, help };
}

function camel(name: string): string {
  return name.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
