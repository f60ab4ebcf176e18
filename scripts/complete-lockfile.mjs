// Run after `npm install` changes dependencies: `node scripts/complete-lockfile.mjs`.
//
// The registry this project's machines reach serves only the Linux builds of platform-specific
// packages (Biome's CLI, Tailwind's oxide, …). npm then leaves the other platforms' optional
// packages out of package-lock.json, and `npm ci` refuses the file as out of sync. This records
// each missing optional package at the version its parent asks for; `npm ci` skips the ones it
// cannot fetch, as it does for any optional dependency. See docs/decisions/006.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [location, meta] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const version = String(spec).replace(/^[\^~=v]+/, '');
    if (!/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${name}`] = { version, optional: true, ...(meta.dev ? { dev: true } : {}) };
    added += 1;
  }
}

writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.info(`package-lock.json: recorded ${added} optional platform package(s)`);
