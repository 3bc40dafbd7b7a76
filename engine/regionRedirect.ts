import type { RegionConfig } from '../schemas/regionConfig.ts';
import { LANG_CODES } from '../schemas/siteConstants.ts';

/** SPEC §4: the public pages whose unauthenticated visitors may be sent to their region's host. */
export const REDIRECT_PAGES = [
  '',
  'referral',
  'price',
  'trade',
  'announcements',
  'fee',
  'questionnaire',
  'about-us',
  'legal',
  'blog',
  'brand-partnerships',
  'rewards_hub',
] as const;

export interface RedirectInput {
  /** Path and query of the request, e.g. `/zh/price?x=1`. */
  pathAndQuery: string;
  /** Host header, with port when there is one. */
  host: string;
  protocol: 'http' | 'https';
  isLogin: boolean;
  /** userLandingPageCountry (SPEC §3), ISO code. */
  country: string;
  configs: readonly RegionConfig[];
}

/** The first path segment after the language prefix: '' for the home page. */
export function pageOf(path: string): string {
  const parts = path.split('?')[0]!.split('/').filter(Boolean);
  if (parts[0] && (LANG_CODES as readonly string[]).includes(parts[0])) parts.shift();
  return parts[0] ?? '';
}

/**
 * Where a visitor should go instead, or null to stay. Never for logged-in users, never off a page
 * of SPEC §4's list, never to a host outside the region map (the configs' hosts), and never a
 * loop: a visitor already on any host of the target region stays.
 */
export function regionRedirectTarget(input: RedirectInput): string | null {
  if (input.isLogin || !/^[A-Z]{2}$/.test(input.country)) return null;
  if (!(REDIRECT_PAGES as readonly string[]).includes(pageOf(input.pathAndQuery))) return null;
  const target = input.configs.find((c) => c.countries.includes(input.country));
  const targetHost = target?.hosts[0];
  if (!target || !targetHost) return null;
  const [hostname, port] = input.host.toLowerCase().split(':');
  // The port is copied into the target, so it must be a port: `host:@evil.test` would be a new host.
  if (port !== undefined && !/^\d{1,5}$/.test(port)) return null;
  if (target.hosts.some((h) => h.toLowerCase() === hostname)) return null;
  // Only hosts the map knows take part: an unknown host (an IP, localhost) is left alone.
  if (!input.configs.some((c) => c.hosts.some((h) => h.toLowerCase() === hostname))) return null;
  const path = input.pathAndQuery.startsWith('/') && !input.pathAndQuery.startsWith('//') ? input.pathAndQuery : '/';
  return `${input.protocol}://${targetHost}${port ? `:${port}` : ''}${path}`;
}
