import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkWorkspaceCoverage } from './workspace-coverage.js';
import { findWorkspaceRoot } from './workspace-root.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const result = await checkWorkspaceCoverage(root);
for (const line of result.lines) console.log(line);
process.exitCode = result.ok ? 0 : 1;
