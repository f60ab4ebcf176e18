import { describe, expect, it } from 'vitest';
import { createModulePreloads, type ViteManifest } from './module-preloads';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_i18n-b.js'] },
  '_i18n-b.js': { file: 'assets/i18n-b.js' },
  '_icon-c.js': { file: 'assets/icon-c.js', imports: ['index.html'] },
  '_shared-d.js': { file: 'assets/shared-d.js', imports: ['_icon-c.js', '_i18n-b.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home-e.js', imports: ['index.html', '_shared-d.js', '_i18n-b.js'] },
  'src/content/locales/fr/home.ts': { file: 'assets/home-f.js' },
  'src/font.woff2': { file: 'assets/font.woff2' },
};

describe('createModulePreloads', () => {
  const preloads = createModulePreloads(manifest);

  it("lists a page's chunks and their static imports, leaving out what the template loads", () => {
    expect(preloads(['src/app/routes/home.tsx', 'src/content/locales/fr/home.ts'])).toEqual([
      '/assets/home-e.js',
      '/assets/shared-d.js',
      '/assets/icon-c.js',
      '/assets/home-f.js',
    ]);
  });

  it('ignores sources the build does not know and files that are not scripts', () => {
    expect(preloads(['src/app/routes/missing.tsx', 'src/font.woff2'])).toEqual([]);
  });
});
