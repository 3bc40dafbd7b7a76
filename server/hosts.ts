import type { RegionConfig } from '../schemas/regionConfig.ts';
import { SITE_CODES, type SiteCode } from '../schemas/site.ts';

/** Served on every machine: a developer's browser, the test suite, a proxy on the same host. */
export const DEV_HOSTS = ['127.0.0.1', 'localhost', '::1'] as const;

/**
 * The host name of a Host header (or a URL's host): lower case, without the port, the brackets of
 * an IPv6 address or a trailing dot. Undefined when it is not a host name at all.
 */
export function hostName(host: string | undefined | null): string | undefined {
  if (!host) return undefined;
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    if (end < 0) return undefined;
    h = h.slice(1, end);
  } else {
    const colon = h.indexOf(':');
    if (colon >= 0) h = h.slice(0, colon);
  }
  if (h.endsWith('.')) h = h.slice(0, -1);
  return h && /^[a-z0-9._:-]+$/.test(h) ? h : undefined;
}

// Read once: asked on every request, the environment is a scan of every variable each time.
const HOSTS_SETTING = process.env.HOSTS ?? '';

/** The HOSTS setting: comma- or space-separated host names (ports are ignored). */
export function hostsSetting(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((h) => hostName(h))
    .filter((h): h is string => h !== undefined);
}

let cached: { sites: (RegionConfig | undefined)[]; extra: string; names: Set<string> } | undefined;

/**
 * The host names this server answers: every `hosts` entry of the region configs (as published now:
 * deps.configs is updated in place, so the set is rebuilt when a site's config object changes),
 * the development hosts and HOSTS.
 */
export function servedHosts(configs: Partial<Record<SiteCode, RegionConfig>>, extra = HOSTS_SETTING): Set<string> {
  // Asked on every request: the common answer (nothing changed) allocates nothing.
  if (cached && cached.extra === extra && SITE_CODES.every((s, i) => cached!.sites[i] === configs[s])) return cached.names;
  const sites = SITE_CODES.map((s) => configs[s]);
  const names = new Set<string>([...DEV_HOSTS, ...hostsSetting(extra)]);
  for (const config of sites) for (const h of config?.hosts ?? []) names.add(hostName(h) ?? h);
  cached = { sites, extra, names };
  return names;
}

// Asked on every request with one of a few Host values: each is judged once per set of names.
const MAX_VERDICTS = 1024;
let verdicts: { names: Set<string> | undefined; byHost: Map<string, boolean> } = { names: undefined, byHost: new Map() };

/** Whether a request's Host (header, or the URL's host when there is none) names a host we serve. */
export function isServedHost(host: string | undefined | null, configs: Partial<Record<SiteCode, RegionConfig>>): boolean {
  if (!host) return false;
  const names = servedHosts(configs);
  if (verdicts.names !== names) verdicts = { names, byHost: new Map() };
  let served = verdicts.byHost.get(host);
  if (served === undefined) {
    const name = hostName(host);
    served = name !== undefined && names.has(name);
    if (verdicts.byHost.size >= MAX_VERDICTS) verdicts.byHost.clear();
    verdicts.byHost.set(host, served);
  }
  return served;
}
