#!/usr/bin/env node
// Runs the standalone fakes; the tools must be built first (`npm run build` or `npm start` does it).
try {
  await import('../dist/fakes/org-fake.js');
} catch (error) {
  if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('org-fake.js')) {
    console.error('org-fake is not built yet: run `npm run build` (or `npm start`) once, then `npx org-fake`.');
    process.exit(1);
  }
  throw error;
}
