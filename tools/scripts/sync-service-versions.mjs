#!/usr/bin/env node
// Part of `npm run version-packages`: after `changeset version` has bumped the package.json versions, sets the
// version each service package gives defineService (sent in its user agent) to the same value.
// Needs the tools build (`nx run @org/tools:build`).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { syncServiceVersions } from '../dist/release/sync-service-versions.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const changes = syncServiceVersions(root);
for (const change of changes) console.log(`${change.name}: ${change.file} ${change.from} -> ${change.to}`);
if (changes.length === 0) console.log('service versions already match package.json');
