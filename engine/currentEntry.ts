import type { ResolvedItem } from './resolveItems.ts';

/** A link's path as the page's (no query, hash or trailing slash); null for another site's URL. */
function pathOf(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Where an entry stands to the page being shown (`here`: prefix and path, e.g.
 * /de/trade/BTC_USDT): `page` when its own link is this page, `trail` when one of its entries'
 * is (a top menu holding the page), else null. A host's `path` or setActiveRoute() moves it.
 */
export function currentOf(item: ResolvedItem, here: string): 'page' | 'trail' | null {
  const page = pathOf(here);
  if (page === null) return null;
  if (item.href && pathOf(item.href) === page) return 'page';
  return item.children.some((child) => currentOf(child, here) !== null) ? 'trail' : null;
}
