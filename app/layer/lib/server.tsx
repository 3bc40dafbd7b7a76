/**
 * @exchange/layer/server: the layer in a host's own server-rendered HTML, for React Server
 * Components hosts (Next.js App Router) and any Node server. The header and footer come as the
 * layer's fragments (GET /layer/header|footer, docs/embedding.md), rendered for the visitor whose
 * cookies are forwarded, so the host's first byte already holds them, as on the exchange's own pages;
 * the fragment's own module then brings them to life. Nothing here runs in the browser.
 */
import type { LayerLang, LayerSite } from './types.ts';

export interface LayerFragmentOptions {
  /** Where the host's server reaches the layer, e.g. http://layer.internal:8080. */
  layerOrigin: string;
  part: 'header' | 'footer';
  site?: LayerSite;
  lang?: LayerLang;
  /** The page's route, with or without its language prefix (the active entry and the language links). */
  path?: string;
  /** The visitor's request headers the layer draws for: their cookies (login, theme, site), the page's host, languages. */
  headers?: { cookie?: string | null; host?: string | null; 'accept-language'?: string | null };
  /** How long to wait for the layer before drawing without it (default 3000 ms). */
  timeoutMs?: number;
}

export type LayerFragmentResult = { ok: true; html: string; personal: boolean } | { ok: false; status: number; error: string };

/**
 * The fragment's HTML for this visitor; never throws: a layer that is down, slow or answers an error
 * gives `ok: false` and the host draws its page without it.
 */
export async function fetchLayerFragment(options: LayerFragmentOptions): Promise<LayerFragmentResult> {
  const query = new URLSearchParams({ path: options.path ?? '/' });
  if (options.site) query.set('site', options.site);
  if (options.lang) query.set('lang', options.lang);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers ?? {})) if (value) headers[name] = value;
  try {
    const res = await fetch(`${options.layerOrigin.replace(/\/+$/, '')}/layer/${options.part}?${query}`, {
      headers,
      // Per visitor (their cookies): never a shared server-side cache entry.
      cache: 'no-store',
      signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
    });
    if (!res.ok) return { ok: false, status: res.status, error: `the layer answered ${res.status}` };
    return { ok: true, html: await res.text(), personal: /\bprivate\b/.test(res.headers.get('cache-control') ?? '') };
  } catch (e) {
    return { ok: false, status: 0, error: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * An async server component: the fragment in the host's HTML, inside an element that takes no box
 * of its own (display: contents). Without the layer it draws a comment-free empty element and logs why.
 */
export async function LayerFragment(props: LayerFragmentOptions) {
  const result = await fetchLayerFragment(props);
  if (!result.ok) console.error(`[exchange-layer] the ${props.part} fragment is left out: ${result.error}`);
  return (
    <div
      data-exchange-layer-fragment={props.part}
      style={{ display: 'contents' }}
      // The fragment's markup is the layer's (its own module hydrates it); the host's React never diffs it.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the layer's own server-rendered fragment, fetched by the host's server from the layer
      dangerouslySetInnerHTML={{ __html: result.ok ? result.html : '' }}
      suppressHydrationWarning
    />
  );
}
