import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The staff area's boundaries (docs/decisions/031-admin-kit.md): a feature (features/<name>/) imports its
 * own folder, the kit (components/, lib/, api/, i18n/, locales/, the shell's shared layout helpers) and
 * @common, never another feature nor the public app (client/src/app/); only features/registry.ts, at the
 * features root, gathers the features. The kit in turn never imports a feature. Imports are read with the
 * parser Vite builds with (oxc), so a multi-line, type-only, re-exported or lazy import counts the same.
 */

const here = dirname(fileURLToPath(import.meta.url));
const ADMIN = dirname(here);
const CLIENT_SRC = dirname(ADMIN);
const FEATURES = here;

/** What a feature may reach in the admin area besides its own folder. */
const KIT = ['components', 'lib', 'api', 'i18n', 'locales', 'layout'].map((folder) => join(ADMIN, folder));
/** Inside layout/, the shell itself gathers the features: importing it from one would be a cycle. */
const SHELL = [join(ADMIN, 'layout', 'AdminShell.tsx'), join(ADMIN, 'layout', 'AdminShell')];
/** The one file at the features root a feature may import: the contract the registry lists them by. */
const CONTRACT = [join(FEATURES, 'types.ts'), join(FEATURES, 'types')];
const PUBLIC_APP = join(CLIENT_SRC, 'app');
/** The staff area's test helpers (renderAdmin): a feature's own tests may use them, its code never. */
const TEST_HELPERS = join(ADMIN, 'test');
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

const inside = (path: string, folder: string) => path === folder || path.startsWith(folder + sep);

/** The module a specifier names, as a path without extension, or null for a package (react, @common/…). */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  if (specifier.startsWith('@/')) return join(CLIENT_SRC, specifier.slice(2));
  return null;
}

/** Why `file` (a feature's) may not import `specifier`, or null when it may. */
function featureImportProblem(file: string, specifier: string): string | null {
  const path = target(file, specifier);
  if (!path) return null;
  if (inside(path, PUBLIC_APP)) return 'the public app (client/src/app)';
  const own = join(FEATURES, relative(FEATURES, file).split(sep)[0]);
  if (inside(path, own)) return null;
  if (inside(path, FEATURES)) {
    if (CONTRACT.includes(path)) return null;
    return 'another feature (move what is shared to the kit: components/, lib/ or api/)';
  }
  if (inside(path, ADMIN)) {
    if (SHELL.includes(path)) return 'the admin shell';
    if (isTest(file) && inside(path, TEST_HELPERS)) return null;
    return KIT.some((kit) => inside(path, kit)) ? null : 'the admin app outside the kit';
  }
  return null;
}

/** Why a kit file may not import `specifier`, or null when it may. */
function kitImportProblem(file: string, specifier: string): string | null {
  const path = target(file, specifier);
  if (!path) return null;
  if (inside(path, FEATURES)) return 'a feature (the kit serves every feature and knows none)';
  if (inside(path, PUBLIC_APP)) return 'the public app (client/src/app)';
  return null;
}

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file imports or re-exports, statically or lazily. */
function importsOf(file: string, code = readFileSync(file, 'utf8')): string[] {
  const { module, errors } = parseSync(file, code);
  if (errors.length) throw new Error(`${file}: ${errors[0].message}`);
  const lazy = module.dynamicImports
    .map((call) => code.slice(call.moduleRequest.start, call.moduleRequest.end))
    .filter((text) => /^(['"`])[^'"`]*\1$/.test(text))
    .map((text) => text.slice(1, -1));
  return [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) =>
      entry.entries.flatMap((e) => (e.moduleRequest ? [e.moduleRequest.value] : [])),
    ),
    ...lazy,
  ];
}

function problems(files: string[], check: (file: string, specifier: string) => string | null): string[] {
  return files.flatMap((file) =>
    importsOf(file).flatMap((specifier) => {
      const why = check(file, specifier);
      return why ? [`${relative(CLIENT_SRC, file)} imports '${specifier}': ${why}`] : [];
    }),
  );
}

describe('admin boundaries', () => {
  const featureFiles = readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => sources(join(FEATURES, entry.name)));
  const kitFiles = ['components', 'lib', 'api', 'i18n', 'locales'].flatMap((folder) => sources(join(ADMIN, folder)));

  it('reads every feature and kit file', () => {
    // A wrong root would find nothing and pass: the features and the kit are dozens of files.
    expect(featureFiles.length).toBeGreaterThan(80);
    expect(kitFiles.length).toBeGreaterThan(20);
    expect(featureFiles.some((file) => file.endsWith(join('content', 'EntryEditor.tsx')))).toBe(true);
  });

  it('no feature imports another feature, the admin shell or the public app', () => {
    expect(problems(featureFiles, featureImportProblem)).toEqual([]);
  });

  it('the kit imports no feature', () => {
    expect(problems(kitFiles, kitImportProblem)).toEqual([]);
  });

  it('tells a forbidden import from an allowed one', () => {
    const news = join(FEATURES, 'news', 'editor', 'ImageNode.tsx');
    expect(featureImportProblem(news, '../api')).toBeNull();
    expect(featureImportProblem(news, '../../../components/Field')).toBeNull();
    expect(featureImportProblem(news, '../../types')).toBeNull();
    expect(featureImportProblem(news, '@common/admin/news')).toBeNull();
    expect(featureImportProblem(news, '@/components/ui/button')).toBeNull();
    expect(featureImportProblem(news, '../../impact/api')).toMatch(/another feature/);
    expect(featureImportProblem(news, '../../registry')).toMatch(/another feature/);
    expect(featureImportProblem(news, '@/admin/features/stories/StoryPhoto')).toMatch(/another feature/);
    expect(featureImportProblem(news, '../../../test/render')).toMatch(/outside the kit/);
    expect(
      featureImportProblem(join(FEATURES, 'news', 'editor', 'ImageNode.test.tsx'), '../../../test/render'),
    ).toBeNull();
    expect(featureImportProblem(news, '@/app/App')).toMatch(/public app/);
    expect(featureImportProblem(news, '../../../../app/routes/home')).toMatch(/public app/);
    expect(featureImportProblem(news, '../../../layout/AdminShell')).toMatch(/shell/);
    expect(featureImportProblem(news, '../../../AdminApp')).toMatch(/outside the kit/);
    const field = join(ADMIN, 'components', 'Field.tsx');
    expect(kitImportProblem(field, '../features/impact/api')).toMatch(/a feature/);
    expect(kitImportProblem(field, './Alert')).toBeNull();
  });

  it('finds imports however they are written', () => {
    const code = [
      "import type { A } from '../types';",
      "import x, {\n  y,\n} from '../other/a';",
      "export { z } from '../other/b';",
      "import '../other/side';",
      "const page = () => import('../other/lazy');",
      "// import nothing from '../other/comment'",
    ].join('\n');
    expect(importsOf(join(FEATURES, 'news', 'x.tsx'), code)).toEqual([
      '../types',
      '../other/a',
      '../other/side',
      '../other/b',
      '../other/lazy',
    ]);
  });
});
