import { hashString } from './data/prng.ts';
import { socialMark } from './socialIcons.ts';

/** Locally drawn SVG icons (no outside host): coins, chains, nav glyphs, avatars and menu banners. */

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function hue(key: string): number {
  return hashString(key) % 360;
}

function svg(size: number, body: string, w = size, h = size): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

function label(text: string, x: number, y: number, fontSize: number, fill = '#fff'): string {
  return `<text x="${x}" y="${y}" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${fontSize}" fill="${fill}" text-anchor="middle" dominant-baseline="central">${esc(text)}</text>`;
}

const CHAIN_COLOURS: Record<string, string> = {
  eth: '#627eea',
  bsc: '#f0b90b',
  sol: '#9945ff',
  base: '#0052ff',
  arbitrum: '#28a0f0',
  tron: '#ff060a',
  ton: '#0098ea',
};

/** A round coin badge with up to four letters of the symbol in a colour derived from it. */
export function coinIcon(symbol: string): string {
  const text = symbol.slice(0, symbol.length > 4 ? 3 : 4);
  const size = text.length <= 2 ? 26 : text.length === 3 ? 20 : 16;
  return svg(64, `<circle cx="32" cy="32" r="32" fill="hsl(${hue(symbol)},62%,46%)"/>${label(text, 32, 33, size)}`);
}

export function chainIcon(chain: string): string {
  const fill = CHAIN_COLOURS[chain] ?? `hsl(${hue(chain)},55%,45%)`;
  const ink = chain === 'bsc' ? '#1e2026' : '#fff'; // dark letters on the light yellow
  return svg(32, `<rect width="32" height="32" rx="8" fill="${fill}"/>${label(chain.slice(0, 2).toUpperCase(), 16, 17, 14, ink)}`);
}

/** A nav glyph: rounded square outline with the name's initials; `dark` swaps the palette. */
export function navIcon(name: string, dark: boolean): string {
  const stroke = dark ? '#e6e8ea' : '#1f2329';
  const accent = `hsl(${hue(name)},70%,${dark ? 62 : 45}%)`;
  const initials = name
    .split(/[-_]/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return svg(
    24,
    `<rect x="1.5" y="1.5" width="21" height="21" rx="6" fill="none" stroke="${stroke}" stroke-width="1.5"/><circle cx="18.5" cy="5.5" r="3" fill="${accent}"/>${label(initials, 12, 13, 9, stroke)}`,
  );
}

export function avatarIcon(n: string): string {
  const h = hue(`avatar${n}`);
  return svg(
    96,
    `<rect width="96" height="96" rx="48" fill="hsl(${h},55%,88%)"/><circle cx="48" cy="38" r="17" fill="hsl(${h},45%,45%)"/><path d="M16 86c4-18 17-28 32-28s28 10 32 28" fill="hsl(${h},45%,45%)"/>`,
  );
}

export function bannerImage(name: string, dark: boolean): string {
  const h = hue(name);
  const title = name
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
  return svg(
    0,
    `<defs><linearGradient id="g${h}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,${dark ? 28 : 55}%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},70%,${dark ? 18 : 42}%)"/></linearGradient></defs><rect width="320" height="120" rx="12" fill="url(#g${h})"/>${label(title, 160, 60, 24)}`,
    320,
    120,
  );
}

/** A social network badge: the network's real mark (socialIcons.ts), or its colour and initials for one not listed. */
export function socialIcon(network: string): string {
  const real = socialMark(network);
  if (real) return real;
  const initials = network.slice(0, 2).toUpperCase();
  return svg(32, `<circle cx="16" cy="16" r="16" fill="hsl(${hue(network)},55%,45%)"/>${label(initials, 16, 17, 12)}`);
}

/** A tag image (custom image and live tags of SPEC §3): a small pill with the tag's word. */
export function tagImage(name: string, dark: boolean): string {
  const live = name === 'live';
  const fill = live ? '#f6465d' : `hsl(${hue(name)},70%,${dark ? 55 : 45}%)`;
  const text = live ? 'LIVE' : name.toUpperCase().slice(0, 5);
  return svg(0, `<rect width="40" height="16" rx="8" fill="${fill}"/>${label(text, 20, 8.5, 9)}`, 40, 16);
}

const VIP_TINTS: Record<string, [number, number]> = {
  vip0: [220, 10],
  vip1: [200, 45],
  vip2: [180, 45],
  vip3: [45, 70],
  'vip4-7': [280, 55],
  'vip8-11': [330, 60],
  'vip12-16': [20, 75],
};

/** VIP card background art per tier key and placement (SPEC §9: header 248, sidebar 368, other 343). */
export function vipArt(tierKey: string, width: number): string {
  const [h, s] = VIP_TINTS[tierKey] ?? [220, 10];
  const height = Math.round(width * 0.42);
  return svg(
    0,
    `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},${s}%,24%)"/><stop offset="1" stop-color="hsl(${(h + 30) % 360},${s}%,12%)"/></linearGradient></defs><rect width="${width}" height="${height}" rx="12" fill="url(#v)"/><circle cx="${width - 30}" cy="24" r="60" fill="hsl(${h},${s}%,60%)" opacity="0.18"/>${label(tierKey.toUpperCase(), width - 48, height - 20, 14, `hsl(${h},${s}%,78%)`)}`,
    width,
    height,
  );
}

/** Answers an icon at the asked width: the SVG's own size scales, its viewBox stays. */
export function atWidth(body: string, width: number | undefined): string {
  if (!width) return body;
  const m = /^<svg [^>]*width="(\d+(?:\.\d+)?)" height="(\d+(?:\.\d+)?)"/.exec(body);
  if (!m) return body;
  const w0 = Number(m[1]);
  const h0 = Number(m[2]);
  if (!(w0 > 0 && h0 > 0)) return body;
  const height = Math.round((h0 * width) / w0);
  return body.replace(/width="[^"]*" height="[^"]*"/, `width="${width}" height="${height}"`);
}
