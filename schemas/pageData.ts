import type { Bootstrap, Theme } from './bootstrap.ts';

/**
 * What a page knows besides the bootstrap: the address bar, a cookie and the clock. The server
 * renders with its own values and sends them along with the bootstrap, so the browser's first
 * render (the hydration) uses the very same ones.
 */
export interface PageFacts {
  origin: string;
  /** The query string ('' or '?…'). */
  search: string;
  isSwitchTag: boolean;
  year: number;
}

/** The page data the server embeds as non-executable JSON (`<script type="application/json">`). */
export interface PageData {
  boot: Bootstrap;
  facts: PageFacts;
  /** The theme the server drew (the cookie's, else light); the browser may switch after hydration. */
  theme: Theme;
}

export const PAGE_DATA_ID = 'page-data';
