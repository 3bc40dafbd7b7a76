/** `use-sync-external-store/shim` for the package's ESM build: React 19's own hook (see useSyncExternalStoreWithSelector.ts). */
export { useSyncExternalStore } from 'react';
