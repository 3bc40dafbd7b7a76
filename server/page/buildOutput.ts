/** What `vite build` wrote that the server reads besides the SSR bundle: the page template, the catalogs, the layer's manifest. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const templates = new Map<string, { at: number; html: Promise<string | null> }>();
const TEMPLATE_RECHECK_MS = 1000;

/** The built index.html, read again at most once a second: a rebuild is picked up without a restart. */
export function readTemplate(root: string): Promise<string | null> {
  const now = performance.now();
  let known = templates.get(root);
  if (!known || now - known.at > TEMPLATE_RECHECK_MS) {
    known = { at: now, html: readFile(join(root, 'index.html'), 'utf8').catch(() => null) };
    templates.set(root, known);
  }
  return known.html;
}

const catalogs = new Map<string, Promise<Record<string, string>>>();

/** Where the build put each language's compiled catalog (assets/locale-{lang}-{hash}.json). */
export function catalogUrls(root: string): Promise<Record<string, string>> {
  let found = catalogs.get(root);
  if (!found) {
    found = readdir(join(root, 'assets')).then(
      (names) =>
        Object.fromEntries(
          names.flatMap((n) => {
            const lang = /^locale-([a-z]{2})-[0-9a-f]+\.json$/.exec(n)?.[1];
            return lang ? [[lang, `/assets/${n}`]] : [];
          }),
        ),
      () => ({}),
    );
    catalogs.set(root, found);
  }
  return found;
}

/** The fragment build's manifest entry (vite build writes {dist}/layer/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export const FRAGMENT_ENTRY = 'app/layer/embed/layerEntry.tsx';
export const ELEMENTS_ENTRY = 'app/layer/embed/elements.ts';

export async function readLayerManifest(root: string): Promise<Record<string, ManifestChunk> | null> {
  try {
    return JSON.parse(await readFile(join(root, 'layer', '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return null;
  }
}
