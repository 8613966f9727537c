/**
 * The command line of `org-fake`: services and ports, `--host`, `--tls`, `--no-cors`, and the fakes' own options.
 */
import { fakes } from './registry.js';

/** One fake to start. */
export interface Selected {
  readonly service: string;
  readonly port: number;
  /** `--option <service>.<name>=<value>` values for this fake, by name (parsed by the fake's entry). */
  readonly options: Readonly<Record<string, string>>;
}

/** What the command line asks for. */
export type CommandLine =
  | { readonly kind: 'run'; readonly host: string; readonly tls: boolean; readonly selection: readonly Selected[] }
  | { readonly kind: 'help' }
  | { readonly kind: 'list' }
  | { readonly kind: 'error'; readonly message: string };

/** The help text, with every fake's options. */
export function usage(): string {
  const options = fakes
    .flatMap((fake) => Object.entries(fake.options ?? {}).filter(([name]) => name !== 'cors').map(([name, option]) => `  ${`${fake.service}.${name}=${option.example}`.padEnd(44)} ${option.description}`))
    .join('\n');
  return `Usage: npx org-fake [service[:port] ...] [--host <address>] [--tls] [--no-cors] [--option <service>.<name>=<value> ...]

Runs the fakes of the @org services on local servers and prints, per service, its base URL, its test
credentials and a curl line that calls it. With no service named, runs all of them on free ports.

  service[:port]    e.g. access-control:7001 (default: any free port)
  --host <address>  interface to listen on (default 127.0.0.1: loopback only)
  --tls             serve HTTPS with a CA made at start-up, written to a file whose path is printed
                    (give it to curl with --cacert, to Node with NODE_EXTRA_CA_CERTS)
  --option <service>.<name>=<value>
                    a fake's own option (that fake is started even if other services are named)
  --no-cors         answer no CORS preflights (by default every fake answers them and lets a page on
                    any origin read its answers; --option <service>.cors=false turns one fake's off)
  --list            list the services

Options of the fakes:
${options}

Services: ${fakes.map((f) => f.service).join(', ')}
`;
}

/** Reads the arguments after `org-fake`. */
export function parseCommandLine(args: readonly string[]): CommandLine {
  let host = '127.0.0.1';
  let tls = false;
  let cors = true;
  const ports = new Map<string, number>();
  const options = new Map<string, Record<string, string>>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    if (arg === '--list') return { kind: 'list' };
    if (arg === '--tls') {
      tls = true;
    } else if (arg === '--no-cors') {
      cors = false;
    } else if (arg === '--host') {
      host = args[++i] ?? '';
      if (host === '') return { kind: 'error', message: '--host needs an address' };
    } else if (arg === '--option') {
      const value = args[++i] ?? '';
      const found = /^([a-z-]+)\.(\w+)=(.*)$/s.exec(value);
      if (!found) return { kind: 'error', message: `--option needs <service>.<name>=<value>, got '${value}'` };
      const [, service = '', name = '', text = ''] = found;
      const entry = fakes.find((f) => f.service === service);
      if (!entry) return { kind: 'error', message: `unknown service '${service}' in --option ${value}` };
      if (!entry.options?.[name]) {
        const names = Object.keys(entry.options ?? {});
        return { kind: 'error', message: `${service} has no option '${name}'${names.length > 0 ? ` (options: ${names.join(', ')})` : ' (it takes none)'}` };
      }
      options.set(service, { ...options.get(service), [name]: text });
    } else {
      const [service = '', port = '0', extra] = arg.split(':');
      if (extra !== undefined || !fakes.some((f) => f.service === service) || !/^\d+$/.test(port) || Number(port) > 65535) {
        return { kind: 'error', message: `unknown service or port '${arg}'` };
      }
      ports.set(service, Number(port));
    }
  }
  const named = ports.size > 0 ? [...ports.keys()] : fakes.map((f) => f.service);
  // A service given an option is started even when the services named leave it out.
  for (const service of options.keys()) if (!named.includes(service)) named.push(service);
  const selection = named.map((service) => ({ service, port: ports.get(service) ?? 0, options: { ...(cors ? {} : { cors: 'false' }), ...options.get(service) } }));
  return { kind: 'run', host, tls, selection };
}
