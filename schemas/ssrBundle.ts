import type { FragmentData, PageState } from './pageData.ts';

/**
 * The server renderer's interface: app/site/entry-server.tsx implements it (built by `vite build`
 * into {dist}/ssr/entry-server.mjs), server/page/ssrBundle.ts loads it.
 */
export interface SsrBundle {
  /** The page's root markup for a URL path (with its language prefix). */
  renderPage(pathname: string, state: PageState): Promise<string>;
  /** One part of the layer for a host page, drawn for the host's route (with its language prefix). */
  renderFragment(part: FragmentData['part'], pathname: string, state: PageState): Promise<string>;
}
