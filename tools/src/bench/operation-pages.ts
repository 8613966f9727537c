/**
 * Pages for the size budgets: a page imports `create<Name>ClientFor` and the operation constants it uses
 * from a built service package, binds them and calls each, as a browser page of a user would.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { operationConstName } from '../operation-const-name.js';
import { builtEntryPath } from '../package-entry.js';
import type { WorkspacePackage } from '../release/workspace-packages.js';
import { SENDS_OTHER_BODY, STREAMS } from './size-budgets.js';

/** What a page needs to know of a built service package. */
export interface PagedService {
  readonly pkg: WorkspacePackage;
  /** `create<Name>ClientFor`. */
  readonly factory: string;
  /** Operation ids in table order, each with the name its constant is exported under. */
  readonly operations: readonly PagedOperation[];
}

/** An operation a page may bind. */
export interface PagedOperation {
  readonly id: string;
  /** The name its constant is exported under. */
  readonly exportName: string;
  /** The operations a long-running one is polled and cancelled with. */
  readonly companions: readonly string[];
  /**
   * The cases of `conditionalModules` a call of it meets: `SENDS_OTHER_BODY` when its body is not declared with
   * `jsonBody` (a page's calls give plain data, which such a body sends with the encoder its declaration brings,
   * without the encoder of request bodies), `STREAMS` when it streams its answer.
   */
  readonly uses: readonly string[];
}

/** Reads a built service package: its `…ClientFor` factory and its operation constants (undefined for the core). */
export async function pagedService(pkg: WorkspacePackage): Promise<PagedService | undefined> {
  const entry = builtEntryPath(pkg.dir);
  if (entry === undefined || !existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
  const factories = Object.keys(module).filter((name) => /^create[A-Z]\w*ClientFor$/.test(name));
  const table = module['operations'] as readonly { id: string; spec: { longRunning?: { poll: string; cancel?: string }; body?: object; responseKind?: string } }[] | undefined;
  if (factories.length !== 1 || table === undefined) return undefined;
  const operations = table.map((operation) => {
    const exportName = operationConstName(operation.id);
    if (module[exportName] !== operation.spec) throw new Error(`${pkg.name} does not export ${operation.id} as ${exportName}`);
    const { poll, cancel } = operation.spec.longRunning ?? {};
    const { body } = operation.spec;
    // A body declared with `jsonBody` carries its encoder; any other is written by the encoder of request bodies.
    const ownEncoder = body === undefined || 'encoder' in body;
    const uses = [...(ownEncoder ? [] : [SENDS_OTHER_BODY]), ...(operation.spec.responseKind === 'stream' ? [STREAMS] : [])];
    return { id: operation.id, exportName, companions: [poll, cancel].filter((id) => id !== undefined), uses };
  });
  return { pkg, factory: factories[0]!, operations };
}

/** The operations a page of `calls` binds: each call, and the operations long-running ones are polled and cancelled with. */
function boundOperations(service: PagedService, calls: readonly string[]): PagedOperation[] {
  const byId = new Map(service.operations.map((operation) => [operation.id, operation]));
  const bound = new Map<string, PagedOperation>();
  for (const id of calls) {
    const operation = byId.get(id);
    if (operation === undefined) throw new Error(`${service.pkg.name} has no operation ${id}`);
    bound.set(id, operation);
    for (const companion of operation.companions) bound.set(companion, byId.get(companion)!);
  }
  return [...bound.values()];
}

/** The cases of `conditionalModules` a page of `calls` meets (it sends a body, it streams an answer). */
export function pageUses(service: PagedService, calls: readonly string[]): ReadonlySet<string> {
  return new Set(boundOperations(service, calls).flatMap((operation) => operation.uses));
}

/**
 * Source of a page that binds `calls` (plus the operations long-running ones are polled and cancelled with) with the
 * service's `…ClientFor` factory and calls each in turn.
 */
export function operationPage(service: PagedService, calls: readonly string[]): string {
  const bound = boundOperations(service, calls);
  const groups = new Map<string, string[]>();
  for (const { id, exportName } of bound) {
    const [group, method] = id.split('.') as [string, string];
    groups.set(group, [...(groups.get(group) ?? []), `${JSON.stringify(method)}: ${exportName}`]);
  }
  const table = [...groups].map(([group, methods]) => `${JSON.stringify(group)}: { ${methods.join(', ')} }`).join(', ');
  const names = [service.factory, ...bound.map((operation) => operation.exportName)].join(', ');
  // Secrets of a realistic length: one shorter than 4 characters would load the part that places short secrets.
  const options = JSON.stringify({ baseUrl: 'https://api.example.com', apiKey: 'bench-api-key-0123456789', token: 'bench-token-0123456789' });
  const lines = calls.map((id, index) => `console.log(await client.${id}(JSON.parse(globalThis.name)), ${index});`);
  return `import { ${names} } from '${service.pkg.name}';\nconst client = ${service.factory}({ ${table} }, ${options});\n${lines.join('\n')}\n`;
}
