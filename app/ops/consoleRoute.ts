import type { SiteCode } from '../../schemas/site.ts';
import { SITE_CODES } from '../../schemas/siteConstants.ts';

/**
 * The console's views by the address's hash, so each can be bookmarked and the search's results
 * are plain links: `#eu` edits eu.json, `#eu/$.footer.columns[0].title` opens it at that field,
 * `#compare/uk/eu` shows two sub-sites side by side, `#people` the grants page, `#rollouts` the rollouts and what they do (`#rollouts/12` at rollout 12's card).
 */
export type ConsoleRoute =
  | { view: 'edit'; target: string; at?: string }
  | { view: 'compare'; a: SiteCode; b: SiteCode }
  | { view: 'people' }
  | { view: 'rollouts'; id?: number };

const site = (code: string | undefined, fallback: SiteCode): SiteCode =>
  (SITE_CODES as readonly string[]).includes(code ?? '') ? (code as SiteCode) : fallback;

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

export function parseHash(hash: string): ConsoleRoute {
  const raw = hash.replace(/^#/, '');
  const cut = raw.indexOf('/');
  const head = decode(cut < 0 ? raw : raw.slice(0, cut));
  const rest = cut < 0 ? '' : decode(raw.slice(cut + 1));
  if (head === 'people') return { view: 'people' };
  if (head === 'rollouts') {
    const id = /^[1-9][0-9]{0,9}$/.test(rest) ? Number(rest) : undefined;
    return id === undefined ? { view: 'rollouts' } : { view: 'rollouts', id };
  }
  if (head === 'compare') {
    const [a, b] = rest.split('/');
    return { view: 'compare', a: site(a, 'uk'), b: site(b, 'eu') };
  }
  return { view: 'edit', target: head || 'base', ...(rest.startsWith('$') ? { at: rest } : {}) };
}

export const editHref = (target: string, at?: string) => `#${encodeURIComponent(target)}${at ? `/${encodeURIComponent(at)}` : ''}`;
export const compareHref = (a: string, b: string) => `#compare/${a}/${b}`;
export const PEOPLE_HREF = '#people';
export const ROLLOUTS_HREF = '#rollouts';
/** The rollouts page at one rollout's card. */
export const rolloutHref = (id: number) => `${ROLLOUTS_HREF}/${id}`;
