// Fails fast, before any build, when a browser the end-to-end tests drive is missing: Debian's Chromium
// and its headless shell (scripts/audit/lib/config.ts names both; playwright.config.ts says which test
// uses which; decision 067).
import { existsSync } from 'node:fs';

const browsers = [
  [process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', 'chromium', 'CHROMIUM_PATH'],
  [
    process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
    'chromium-headless-shell',
    'CHROMIUM_HEADLESS_SHELL_PATH',
  ],
];
let missing = false;
for (const [path, pkg, variable] of browsers) {
  if (existsSync(path)) continue;
  missing = true;
  console.error(`Chromium was not found at ${path}; the end-to-end tests need it.
Install it with:  apt-get install -y ${pkg}   (or set ${variable})`);
}
if (missing) process.exit(1);
