/**
 * The files `npm run generate` writes into every service package, each rendered from the package's operation table.
 * Each package's `src/docs.test.ts` holds them current (it is the generator, run with `vitest --update`), and
 * `generated-files.test.ts` holds that these are the only files in the workspace that carry the generated banner.
 */
import { join } from 'node:path';
import type { OperationGroups, ServiceDefinition } from '@org/http-core';
import { renderOperationTypes } from './operation-types.js';
import { renderOperationsReference } from './operations-reference.js';

/** A file of a service package rendered from its table. */
export interface GeneratedFile {
  /** Its path inside the package directory, e.g. `src/operation-types.ts`. */
  readonly path: string;
  /** Its whole text, banner included, for the service declared in the package at `packageDir`. */
  render(service: ServiceDefinition<OperationGroups, string>, packageDir: string): string;
}

/** Every file the generator writes into a service package. */
export const generatedFiles: readonly GeneratedFile[] = [
  { path: 'OPERATIONS.md', render: (service) => renderOperationsReference(service) },
  { path: 'src/operation-types.ts', render: (service, packageDir) => renderOperationTypes(service, join(packageDir, 'src')) },
];
