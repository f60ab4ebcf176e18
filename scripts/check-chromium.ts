// Fails fast, before any build, when a browser the end-to-end tests drive is missing: Debian's Chromium
// and its headless shell (playwright.config.ts says which test uses which; decision 067).
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './audit/lib/config';

const browsers = [
  [CHROMIUM_PATH, 'chromium', 'CHROMIUM_PATH'],
  [HEADLESS_SHELL_PATH, 'chromium-headless-shell', 'CHROMIUM_HEADLESS_SHELL_PATH'],
] as const;
let missing = false;
for (const [path, pkg, variable] of browsers) {
  if (existsSync(path)) continue;
  missing = true;
  console.error(`Chromium was not found at ${path}; the end-to-end tests need it.
Install it with:  apt-get install -y ${pkg}   (or set ${variable})`);
}
if (missing) process.exit(1);
