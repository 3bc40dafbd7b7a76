import type { MountSearchApp } from '../../../search-app/contract.ts';
import { SEARCH_APP_DIR, SEARCH_APP_FILE } from '../../../search-app/contract.ts';

/** The micro-app's URL: its versioned build in production, its source under the dev server. */
export const SEARCH_APP_URL = import.meta.env.DEV ? '/search-app/main.ts' : `/${SEARCH_APP_DIR}/${SEARCH_APP_FILE}`;

let loading: Promise<MountSearchApp> | null = null;

/** Fetches the separately built search micro-app once; a failed load may be retried. */
export function loadSearchApp(): Promise<MountSearchApp> {
  // Loaded from the layer's own site at run time, never bundled: each bundler that may build the
  // package into a host is told so (Vite, webpack, Turbopack).
  loading ??= import(/* @vite-ignore */ /* webpackIgnore: true */ /* turbopackIgnore: true */ SEARCH_APP_URL).then(
    (m: { mount: MountSearchApp }) => m.mount,
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}
