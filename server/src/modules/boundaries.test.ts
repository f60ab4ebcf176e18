import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The boundaries of docs/decisions/080. On the server, a module (modules/<name>/) is used through its
 * index.ts only: by another module, and by the rest of server/src (the app, routes, jobs, the seed, test
 * helpers); its own files import each other directly, never through that index (it would tie them in a
 * circle; its tests may, being no part of the import graph). On the public site, a feature (client/src/features/<name>/) never imports another feature: what
 * two share lives in client/src/components or client/src/lib. Imports are read with the parser Vite builds
 * with (oxc), as the staff area's boundaries are (client/src/admin/features/boundaries.test.ts), so a
 * multi-line, type-only, re-exported or lazy import counts the same.
 */

const MODULES = dirname(fileURLToPath(import.meta.url));
const SERVER_SRC = dirname(MODULES);
const ROOT = dirname(dirname(SERVER_SRC));
const CLIENT_SRC = join(ROOT, 'client', 'src');
const FEATURES = join(CLIENT_SRC, 'features');

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const inside = (path: string, folder: string) => path === folder || path.startsWith(folder + sep);

/** The first folder of `path` under `root` (a module's or a feature's), or null outside it. */
function folderIn(root: string, path: string): string | null {
  if (!inside(path, root) || path === root) return null;
  const [first, ...rest] = relative(root, path).split(sep);
  // A file straight under the root (this test) belongs to no module.
  return rest.length > 0 || !/\.[cm]?[jt]sx?$/.test(first) ? join(root, first) : null;
}

/** The module a specifier names, as a path without extension, or null for a package (fastify, @common/…). */
function serverTarget(file: string, specifier: string): string | null {
  return specifier.startsWith('.') ? resolve(dirname(file), specifier) : null;
}

/** Why `file` (any file of server/src) may not import `specifier`, or null when it may. */
function serverImportProblem(file: string, specifier: string): string | null {
  const path = serverTarget(file, specifier);
  if (!path) return null;
  const module = folderIn(MODULES, path);
  if (!module) return null;
  const entrance = [module, join(module, 'index')];
  const name = relative(MODULES, module);
  if (folderIn(MODULES, file) === module) {
    // A test may import its own module any way it likes: tests are no part of the import graph.
    if (isTest(file) || !entrance.includes(path)) return null;
    return `its own module's index (import ./${name}'s files directly)`;
  }
  return entrance.includes(path) ? null : `a file inside modules/${name} (import its index: modules/${name})`;
}

/** Why a public feature's `file` may not import `specifier`, or null when it may. */
function featureImportProblem(file: string, specifier: string): string | null {
  const path = specifier.startsWith('.')
    ? resolve(dirname(file), specifier)
    : specifier.startsWith('@/')
      ? join(CLIENT_SRC, specifier.slice(2))
      : null;
  if (!path) return null;
  const target = folderIn(FEATURES, path);
  if (!target || target === folderIn(FEATURES, file)) return null;
  return `another feature, features/${relative(FEATURES, target)} (move what is shared to components/ or lib/)`;
}

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
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
      return why ? [`${relative(ROOT, file)} imports '${specifier}': ${why}`] : [];
    }),
  );
}

describe('server module boundaries', () => {
  const serverFiles = sources(SERVER_SRC);
  const modules = readdirSync(MODULES, { withFileTypes: true }).filter((entry) => entry.isDirectory());

  it('reads every file of server/src, and finds the modules', () => {
    // A wrong root would find nothing and pass: the server is hundreds of files in more than ten modules.
    expect(serverFiles.length).toBeGreaterThan(300);
    expect(modules.length).toBeGreaterThan(10);
    expect(serverFiles).toContain(join(MODULES, 'auth', 'sessions.ts'));
    expect(serverFiles).toContain(join(SERVER_SRC, 'app.ts'));
  });

  it('each module that another file uses has an index.ts, its one entrance', () => {
    const used = new Set(
      serverFiles.flatMap((file) =>
        importsOf(file).flatMap((specifier) => {
          const path = serverTarget(file, specifier);
          const module = path && folderIn(MODULES, path);
          return module && module !== folderIn(MODULES, file) ? [relative(MODULES, module)] : [];
        }),
      ),
    );
    const withIndex = new Set(
      modules.filter((entry) => readdirSync(join(MODULES, entry.name)).includes('index.ts')).map((e) => e.name),
    );
    expect([...used].filter((name) => !withIndex.has(name))).toEqual([]);
    expect(used.size).toBeGreaterThan(10);
  });

  it('no file reaches into another module, and no module imports its own index', () => {
    expect(problems(serverFiles, serverImportProblem)).toEqual([]);
  });

  it('tells a forbidden import from an allowed one', () => {
    const newsFile = join(MODULES, 'news', 'admin-routes.ts');
    expect(serverImportProblem(newsFile, '../audit')).toBeNull();
    expect(serverImportProblem(newsFile, '../auth/index')).toBeNull();
    expect(serverImportProblem(newsFile, './names')).toBeNull();
    expect(serverImportProblem(newsFile, '../../db/schema')).toBeNull();
    expect(serverImportProblem(newsFile, '@common/locale')).toBeNull();
    expect(serverImportProblem(newsFile, '../audit/repository')).toMatch(/inside modules\/audit/);
    expect(serverImportProblem(newsFile, '../auth/sessions')).toMatch(/inside modules\/auth/);
    expect(serverImportProblem(newsFile, '.')).toMatch(/its own module's index/);
    expect(serverImportProblem(newsFile, '../news')).toMatch(/its own module's index/);
    // Tests: their own module's files freely, another module's through its index like any file.
    const newsTest = join(MODULES, 'news', 'names.test.ts');
    expect(serverImportProblem(newsTest, './record')).toBeNull();
    expect(serverImportProblem(newsTest, '.')).toBeNull();
    expect(serverImportProblem(newsTest, '../audit/targets')).toMatch(/inside modules\/audit/);
    // Outside the modules: the app, routes, jobs, the seed, test helpers.
    expect(serverImportProblem(join(SERVER_SRC, 'app.ts'), './modules/staff')).toBeNull();
    expect(serverImportProblem(join(SERVER_SRC, 'app.ts'), './modules/staff/dashboard')).toMatch(/modules\/staff/);
    const seed = join(SERVER_SRC, 'db', 'seed', 'entries.ts');
    expect(serverImportProblem(seed, '../../modules/entries/row')).toMatch(/inside modules\/entries/);
    expect(serverImportProblem(join(SERVER_SRC, 'test', 'staff.ts'), '../modules/auth/totp')).toMatch(/modules\/auth/);
    // This file, at the modules' root, belongs to none of them.
    expect(serverImportProblem(fileURLToPath(import.meta.url), './auth/sessions')).toMatch(/inside modules\/auth/);
  });
});

describe('public feature boundaries', () => {
  const features = readdirSync(FEATURES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const featureFiles = features.flatMap((entry) => sources(join(FEATURES, entry.name)));

  it('reads every feature of the public site', () => {
    expect(features.length).toBeGreaterThan(8);
    expect(featureFiles.length).toBeGreaterThan(80);
    expect(featureFiles).toContain(join(FEATURES, 'home', 'components', 'FootprintSection.tsx'));
  });

  it('no feature imports another', () => {
    expect(problems(featureFiles, featureImportProblem)).toEqual([]);
  });

  it('tells a forbidden import from an allowed one', () => {
    const home = join(FEATURES, 'home', 'components', 'FootprintSection.tsx');
    expect(featureImportProblem(home, '../api/entries')).toBeNull();
    expect(featureImportProblem(home, '@/features/home/api/entries')).toBeNull();
    expect(featureImportProblem(home, '@/components/map/AfricaFootprint')).toBeNull();
    expect(featureImportProblem(home, '@/lib/entries')).toBeNull();
    expect(featureImportProblem(home, '@common/locale')).toBeNull();
    expect(featureImportProblem(home, 'react')).toBeNull();
    expect(featureImportProblem(home, '@/features/news/api/prefetch')).toMatch(/features\/news/);
    expect(featureImportProblem(home, '../../news/share')).toMatch(/features\/news/);
    expect(featureImportProblem(home, '@/features/newsletter')).toMatch(/features\/newsletter/);
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
