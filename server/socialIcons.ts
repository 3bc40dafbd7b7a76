import { faLinkedin } from '@fortawesome/free-brands-svg-icons';
import { siDiscord, siFacebook, siInstagram, siReddit, siTelegram, siTiktok, siX, siYoutube } from 'simple-icons';

/**
 * The footer's social networks drawn with their real marks. Simple Icons (CC0) has every network
 * but LinkedIn, which withdrew its mark from it; that one comes from Font Awesome Free brands
 * (CC BY 4.0, https://fontawesome.com/license/free). Drawn on the server, so the page's bundle
 * carries none of them and only the named icons are imported.
 */
interface Mark {
  title: string;
  hex: string;
  viewBox: string;
  path: string;
}

const fromSimple = (i: { title: string; hex: string; path: string }): Mark => ({ ...i, viewBox: '0 0 24 24' });

const MARKS: Record<string, Mark> = {
  x: fromSimple(siX),
  telegram: fromSimple(siTelegram),
  discord: fromSimple(siDiscord),
  youtube: fromSimple(siYoutube),
  facebook: fromSimple(siFacebook),
  instagram: fromSimple(siInstagram),
  reddit: fromSimple(siReddit),
  tiktok: fromSimple(siTiktok),
  linkedin: {
    title: 'LinkedIn',
    hex: '0A66C2',
    viewBox: `0 0 ${faLinkedin.icon[0]} ${faLinkedin.icon[1]}`,
    path: String(faLinkedin.icon[4]),
  },
};

/** The network's mark in white on a disc of its brand colour, or null for a network not listed. */
export function socialMark(network: string): string | null {
  const m = MARKS[network];
  if (!m) return null;
  const [, , w, h] = m.viewBox.split(' ').map(Number) as [number, number, number, number];
  // The mark sits in the middle 56% of a 32 px disc, scaled from its own viewBox.
  const scale = 18 / Math.max(w, h);
  const dx = 16 - (w * scale) / 2;
  const dy = 16 - (h * scale) / 2;
  const disc = m.hex.toUpperCase() === 'FFFFFF' ? '#000' : `#${m.hex}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32" role="img"><title>${m.title}</title><circle cx="16" cy="16" r="16" fill="${disc}"/><path transform="translate(${dx.toFixed(2)} ${dy.toFixed(2)}) scale(${scale.toFixed(5)})" fill="#fff" d="${m.path}"/></svg>`;
}
