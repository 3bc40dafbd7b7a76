/** Any JSON value: what a region file, a draft or a diff holds before its schema reads it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
