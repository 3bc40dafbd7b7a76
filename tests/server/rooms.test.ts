/**
 * Three rooms in app/. The layer (app/layer/) never imports the site's pages (app/site/)
 * or the ops console (app/ops/), and a build of the layer that bundled either fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OTHER_ROOMS, otherRoomModules } from '../../scripts/layerOnly.ts';

const root = resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.(tsx?|css)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Every relative specifier a file names: static, type-only and dynamic imports, re-exports. */
const specifiers = (text: string) => [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.\.?\/[^'"]+)['"]/g)].map((m) => m[1]!);

describe('the rooms of app/', () => {
  it("no file of the layer imports the site, the console or the console's endpoints, even for a type", () => {
    const layerFiles = sources(join(root, 'app/layer'));
    expect(layerFiles.length).toBeGreaterThan(50);
    const crossing = layerFiles.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .map((s) => relative(root, resolve(dirname(file), s)).replaceAll('\\', '/'))
        .filter((target) => OTHER_ROOMS.some((room) => target.startsWith(room)))
        .map((target) => `${relative(root, file)} -> ${target}`),
    );
    expect(crossing).toEqual([]);
  });

  it('the site and the console do import the layer (the rooms are the ones named)', () => {
    const reachesLayer = (dir: string) =>
      sources(join(root, dir)).some((file) =>
        specifiers(readFileSync(file, 'utf8')).some((s) => relative(root, resolve(dirname(file), s)).startsWith('app/layer/')),
      );
    expect(reachesLayer('app/site')).toBe(true);
    expect(reachesLayer('app/ops')).toBe(true);
  });

  it("the build check names every module of the console or the site's pages in a layer bundle, and only those", () => {
    const bundle = {
      'header.js': {
        type: 'chunk',
        fileName: 'header.js',
        moduleIds: [join(root, 'app/layer/lib/Header.tsx'), join(root, 'renderer/Header.tsx')],
      },
      'chunks/OpsPage.js': {
        type: 'chunk',
        fileName: 'chunks/OpsPage.js',
        moduleIds: [join(root, 'app/ops/OpsPage.tsx'), join(root, 'schemas/opsEndpoints.ts'), '\0virtual:locales'],
      },
      'chunks/login.js': { type: 'chunk', fileName: 'chunks/login.js', moduleIds: [`${join(root, 'app/site/pages/LoginPage.tsx')}?v=1`] },
      'layer.css': { type: 'asset', fileName: 'layer.css' },
    };
    expect(otherRoomModules(root, bundle)).toEqual([
      'chunks/OpsPage.js: app/ops/OpsPage.tsx',
      'chunks/OpsPage.js: schemas/opsEndpoints.ts',
      'chunks/login.js: app/site/pages/LoginPage.tsx',
    ]);
    expect(otherRoomModules(root, { 'header.js': bundle['header.js'] })).toEqual([]);
  });
});
