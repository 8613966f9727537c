/**
 * What a user's compiler says about a misspelt result field: a consumer program is compiled against the built
 * declarations of the service packages (as installed, no source condition), and each typo must fail with
 * TypeScript's own "Did you mean", at every depth of a result; the typed way to the fields a service added later
 * (`unknownFields`) must compile.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { virtualFileDiagnostics } from './virtual-file-diagnostics.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const file = join(root, 'tools', 'result-typos-consumer.ts');

const consumer = `
import { createMarketplaceClient, Deal, unknownFields } from '@org/marketplace';
import { createAccessControlClient } from '@org/access-control';
declare const marketplace: ReturnType<typeof createMarketplaceClient>;
declare const accessControl: ReturnType<typeof createAccessControlClient>;
const deal = await marketplace.deals.get({ name: 'buyers/1/proposals/2/deals/3' });
export const a: string | undefined = deal.displayNmae;
export const b = deal.estimatedGrossSpend?.unts;
const user = await marketplace.clientUsers.get({ name: 'buyers/1/clients/2/users/3' });
export const c = user.namee;
const assignment = await accessControl.roleAssignments.get({ scope: 'subscriptions/1', roleAssignmentName: 'a' });
export const d = assignment.properties?.principalI;
export const later: Record<string, unknown> = unknownFields(Deal, deal);
export const ok: string | undefined = deal.displayName;
`;

/** Each diagnostic of the consumer as `<the line's code> :: <message>`. */
function compile(text: string): string[] {
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  return virtualFileDiagnostics(file, text, options);
}

let diagnostics: string[];
beforeAll(() => {
  diagnostics = compile(consumer);
}, 180_000); // runs the compiler: a bound against hanging (a minute on a loaded machine), not a speed check

describe('a misspelt result field', () => {
  it.each([
    ['deal.displayNmae', "Property 'displayNmae' does not exist", "Did you mean 'displayName'?"],
    ['deal.estimatedGrossSpend?.unts', "Property 'unts' does not exist", "Did you mean 'units'?"],
    ['user.namee', "Property 'namee' does not exist", "Did you mean 'name'?"],
    ['assignment.properties?.principalI', "Property 'principalI' does not exist", "Did you mean 'principalId'?"],
  ])('%s fails to compile with "Did you mean"', (code, problem, suggestion) => {
    const found = diagnostics.filter((line) => line.includes(code));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(problem);
    expect(found[0]).toContain(suggestion);
  });

  it('is the only error: the declared fields and unknownFields compile', () => {
    expect(diagnostics).toHaveLength(4);
  });
});
