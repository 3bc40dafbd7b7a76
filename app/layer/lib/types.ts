import type { LangCode, SiteCodeName } from '../../../schemas/siteConstants.ts';

/** A sub-site of the exchange (a literal union, so `site="narnia"` does not compile). */
export type LayerSite = SiteCodeName;
/** A language the layer ships; English has no path prefix. */
export type LayerLang = LangCode;

/** What a React host sets on the package's components. */
export interface LayerHostProps {
  /** Sub-site code: main, tr, eu, hk, us, bs, sg, uk, jp, uae, au or testnet. Default: the visitor's `site` cookie, else main. */
  site?: LayerSite;
  /** Language code (en, zh, tw, ja, ko, tr, it, de, fr, es, ru, vi, ar). Default en. */
  lang?: LayerLang;
  /** Where the layer's API answers (its /api… paths are appended); default '' (the host's own site). */
  apiBase?: string;
  /** The theme to draw; default the visitor's saved theme. Changing it redraws the layer. */
  theme?: 'light' | 'dark';
  /** The host's route (for the active entry and the language links), with or without its language prefix; default location.pathname. */
  path?: string;
  /** Same-site links of the layer go to the host's router instead of a page load. */
  onNavigate?: (href: string) => void;
  /** Drawn while the layer's data loads (default nothing). */
  fallback?: import('react').ReactNode;
}
