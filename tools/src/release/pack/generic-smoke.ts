import type { WorkspacePackage } from '../workspace-packages.js';
import { entrySpecifiers } from './support-programs.js';

/**
 * The smoke program of a package that has no `tools/pack-smoke/<name>.ts` of its own: it imports every
 * entry point of the `exports` map, checks each exports something, and when an entry point exports a
 * `start…Fake` function, starts that fake, sends it one request and closes it.
 */
export function genericSmokeProgram(pkg: WorkspacePackage): string {
  const specifiers = entrySpecifiers(pkg);
  const imports = specifiers.map((specifier, index) => `import * as entry${index} from '${specifier}';`);
  const table = specifiers.map((specifier, index) => `  ['${specifier}', entry${index}],`);
  return `${imports.join('\n')}

interface StartedFake {
  readonly url: string;
  close(): Promise<void>;
}

const entries: [string, Record<string, unknown>][] = [
${table.join('\n')}
];
const done: string[] = [];
for (const [specifier, entry] of entries) {
  if (Object.keys(entry).length === 0) throw new Error(\`\${specifier} exports nothing\`);
  for (const [name, value] of Object.entries(entry)) {
    if (!/^start\\w*Fake$/.test(name) || typeof value !== 'function') continue;
    const fake = (await (value as () => Promise<StartedFake>)()) as StartedFake;
    const response = await fetch(fake.url);
    await fake.close();
    done.push(\`\${name}() answered HTTP \${response.status}\`);
  }
}
console.log(\`imported \${entries.map(([specifier]) => specifier).join(', ')}\${done.length > 0 ? \`; \${done.join(', ')}\` : ''}\`);
`;
}
