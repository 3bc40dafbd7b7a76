import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The three rooms of app/. The layer other teams embed (app/layer/) is built alone into
 * the package and the fragments; the site's own pages (app/site/) and the ops console (app/ops/)
 * import the layer, never the other way round. The console's endpoints and their schemas
 * (schemas/opsEndpoints.ts, schemas/api/ops/), and the joined table the server reads
 * (schemas/endpoints.ts, schemas/endpointSchemas.ts), are the console's and the server's too: the
 * layer reads its own table, schemas/layerEndpoints.ts.
 */
export const OTHER_ROOMS = [
  'app/site/',
  'app/ops/',
  'schemas/opsEndpoints.ts',
  'schemas/api/ops/',
  'schemas/endpoints.ts',
  'schemas/endpointSchemas.ts',
] as const;

/** A built file and the source modules it holds (a Rollup/Rolldown output chunk; assets hold none). */
interface BuiltFile {
  type: string;
  fileName: string;
  moduleIds?: readonly string[];
}

/** The modules of other rooms in a bundle, as `file: module` with the module relative to the root. */
export function otherRoomModules(root: string, bundle: Record<string, BuiltFile>): string[] {
  const found: string[] = [];
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk') continue;
    for (const id of file.moduleIds ?? []) {
      // Virtual modules start with a NUL byte or have no path under the root.
      const path = relative(root, id.replace(/^\0/, '').split('?')[0]!).replaceAll('\\', '/');
      if (OTHER_ROOMS.some((room) => path.startsWith(room))) found.push(`${file.fileName}: ${path}`);
    }
  }
  return found;
}

/**
 * Fails a build of the layer (the package, the fragments) that holds any module of the site's pages
 * or the console: a host that imports the header must never get console code. Checked on the
 * bundle itself, so a type-only import that bundles nothing passes and a real one cannot slip by.
 */
export function layerOnly(root: string): Plugin {
  return {
    name: 'layer-only',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = otherRoomModules(root, bundle as unknown as Record<string, BuiltFile>);
      if (found.length > 0)
        this.error(
          `the layer's build holds code of the site's pages or the ops console (a file under app/layer/ imports one of them):\n  ${found.join('\n  ')}`,
        );
    },
  };
}
