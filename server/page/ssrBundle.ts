import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SsrBundle } from '../../schemas/ssrBundle.ts';

const bundles = new Map<string, Promise<SsrBundle | null>>();

/** The build's server renderer ({root}/ssr/entry-server.mjs), loaded once per root; null when the build has none. */
export function loadSsrBundle(root: string): Promise<SsrBundle | null> {
  let loading = bundles.get(root);
  if (!loading) {
    loading = import(pathToFileURL(join(root, 'ssr', 'entry-server.mjs')).href).then(
      (m: SsrBundle) => m,
      (e: unknown) => {
        console.error('[ssr] no server renderer in the build; pages are drawn in the browser only', e);
        return null;
      },
    );
    bundles.set(root, loading);
  }
  return loading;
}
