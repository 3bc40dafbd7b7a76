import { DEFAULT_IMAGE_QUALITY, VIP_ART_WIDTH } from '../schemas/constants/images.ts';

/** SPEC §9 constants, defined in schemas/constants/. */
export { DEFAULT_IMAGE_QUALITY, VIP_ART_WIDTH };

export type VipPlacement = keyof typeof VIP_ART_WIDTH;

/** The day stamp (UTC) used as the icon cache-buster: one value per calendar day. */
export function dailyStamp(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10).replaceAll('-', '');
}

function withParams(src: string, params: Record<string, string | number>): string {
  const [path, hash = ''] = src.split('#');
  const sep = (path ?? '').includes('?') ? '&' : '?';
  const query = Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return `${path}${sep}${query}${hash ? `#${hash}` : ''}`;
}

/** One image helper: `src` with `w` and `q`, so the server can answer at that size. */
export function imageUrl(src: string, options: { w: number; q?: number }): string {
  const w = Math.max(1, Math.round(options.w));
  const q = Math.min(100, Math.max(1, Math.round(options.q ?? DEFAULT_IMAGE_QUALITY)));
  return withParams(src, { w, q });
}

/** An icon URL with the daily cache-buster `v=YYYYMMDD`. */
export function iconUrl(src: string, nowMs: number): string {
  return withParams(src, { v: dailyStamp(nowMs) });
}

/** The tier key of VIP art: tiers above 0 share art in bands, as the art set is per tier group. */
export function vipTierKey(tier: number): string {
  if (tier <= 0) return 'vip0';
  if (tier <= 3) return `vip${tier}`;
  if (tier <= 7) return 'vip4-7';
  if (tier <= 11) return 'vip8-11';
  return 'vip12-16';
}

/** The VIP background image for a placement and tier, at the placement's width (SPEC §9). */
export function vipArtUrl(tier: number, placement: VipPlacement): string {
  return imageUrl(`/icons/vip/${vipTierKey(tier)}-${placement}.svg`, { w: VIP_ART_WIDTH[placement] });
}
