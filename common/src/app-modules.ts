/**
 * The page's modules block: written by the server's renderer into the built index.html, read by the
 * browser's boot script after the first paint (docs/decisions/016). Only boot.ts imports this on the
 * client, so it stays inside the boot script rather than becoming a shared chunk.
 */
export const APP_MODULES_ID = '__APP_MODULES__';

/** What the modules block holds: the entry to start and the chunks to preload with it. */
export interface AppModules {
  entry: string;
  preload: string[];
}
