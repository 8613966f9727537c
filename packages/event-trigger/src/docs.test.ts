import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedFiles } from '@org/tools/generated-files';
import { expect, it } from 'vitest';
import { eventTriggerService } from './service.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

// `npm run generate` writes these files (this test, updating); where Vitest writes nothing (CI), a stale or missing
// one fails. Rendering the client surface runs the compiler: seconds, not milliseconds (a minute on a loaded two-core
// machine); the bound is against hanging, not a speed check.
it.each(generatedFiles)('$path is rendered from the operation table', async (file) => {
  await expect(file.render(eventTriggerService, packageDir)).toMatchFileSnapshot(join(packageDir, file.path));
}, 180_000);
