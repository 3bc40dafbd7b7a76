/** The product's own mark (a static file in public/); region names come from the config. */
export const BRAND = { name: 'Gate', logo: '/logo.svg' } as const;
export type Brand = typeof BRAND;
