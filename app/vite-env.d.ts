/// <reference types="vite/client" />

declare module 'virtual:locale-catalogs' {
  /** Language -> URL of its compiled catalog (scripts/viteLocales.ts). */
  const urls: Record<string, string>;
  export default urls;
}
