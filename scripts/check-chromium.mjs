// Fails fast, before any build, when the browser the end-to-end tests drive is missing.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(`Chromium was not found at ${path}; the end-to-end tests need it.
Install it with:  apt-get install -y chromium   (or set CHROMIUM_PATH)`);
  process.exit(1);
}
