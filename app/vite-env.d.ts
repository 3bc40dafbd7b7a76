/// <reference types="vite/client" />

declare module 'virtual:locale-catalogs' {
  /** Language -> URL of its compiled catalog (scripts/viteLocales.ts). */
  const urls: Record<string, string>;
  export default urls;
}

declare module 'virtual:locale-modules' {
  /** Language -> its compiled catalog as a lazily loaded module (the package build, scripts/viteLocales.ts). */
  const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>>;
  export default loaders;
}
