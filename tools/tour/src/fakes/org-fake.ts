/**
 * `npx org-fake`: runs the services' fakes as standalone local HTTP servers, for any client (curl, another
 * language, a browser), until Ctrl-C.
 */
import { fakes } from './registry.js';
import type { RunningFake } from './running-fake.js';

const usage = `Usage: npx org-fake [service[:port] ...] [--host <address>]

Runs the fakes of the @org services on local HTTP servers and prints each base URL and test credentials.
With no service named, runs all of them on free ports.

  service[:port]    e.g. access-control:7001 (default: any free port)
  --host <address>  interface to listen on (default 127.0.0.1: loopback only)
  --list            list the services

Services: ${fakes.map((f) => f.service).join(', ')}
`;

const args = process.argv.slice(2);
let host = '127.0.0.1';
const wanted: Array<{ service: string; port: number }> = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (arg === '--help' || arg === '-h') {
    console.log(usage);
    process.exit(0);
  } else if (arg === '--list') {
    for (const fake of fakes) console.log(fake.service);
    process.exit(0);
  } else if (arg === '--host') {
    host = args[++i] ?? '';
  } else {
    const [service = '', port = '0'] = arg.split(':');
    if (!fakes.some((f) => f.service === service) || !/^\d+$/.test(port)) {
      console.error(`unknown service or port '${arg}'\n\n${usage}`);
      process.exit(2);
    }
    wanted.push({ service, port: Number(port) });
  }
}
if (host === '') {
  console.error('--host needs an address');
  process.exit(2);
}

const selection = wanted.length > 0 ? wanted : fakes.map((f) => ({ service: f.service, port: 0 }));
const running: RunningFake[] = [];
try {
  for (const { service, port } of selection) {
    const entry = fakes.find((f) => f.service === service)!;
    running.push(await entry.start({ host, port }));
  }
} catch (error) {
  console.error(`could not start: ${(error as Error).message}`);
  await Promise.all(running.map((r) => r.close()));
  process.exit(1);
}
for (const fake of running) {
  const settings = Object.entries(fake.settings).map(([name, value]) => `${name}=${value}`).join('  ');
  console.log(`${fake.service.padEnd(20)} ${fake.url}  ${settings}`);
}
if (host !== '127.0.0.1' && host !== 'localhost' && host !== '::1') {
  console.log(`\nListening on ${host}: reachable from other machines. The credentials above are test values.`);
}
console.log('\nReady. Ctrl-C stops every fake.');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all(running.map((r) => r.close()));
  console.log('stopped');
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
