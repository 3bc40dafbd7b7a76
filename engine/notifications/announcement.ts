import { MARQUEE_PX_PER_STEP, MARQUEE_SECONDS_PER_STEP } from '../../schemas/constants/layout.ts';
/** localStorage key holding the content_ids of dismissed announcements (SPEC §4). */
export const DISMISSED_KEY = 'announcement_dismissed';
/** How many dismissed ids are kept: old ones fall off so the entry cannot grow without bound. */
export const DISMISSED_MAX = 50;

/** Reads the stored list; anything malformed counts as nothing dismissed. */
export function parseDismissed(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function isDismissed(raw: string | null | undefined, contentId: string): boolean {
  return parseDismissed(raw).includes(contentId);
}

/** The stored value after dismissing one more announcement (newest last, capped). */
export function withDismissed(raw: string | null | undefined, contentId: string): string {
  const ids = parseDismissed(raw).filter((id) => id !== contentId);
  ids.push(contentId);
  return JSON.stringify(ids.slice(-DISMISSED_MAX));
}

/** SPEC §4: on mobile the text scrolls only when it is wider than its box. */
export function needsMarquee(textWidth: number, boxWidth: number): boolean {
  return Number.isFinite(textWidth) && Number.isFinite(boxWidth) && textWidth > boxWidth + 0.5;
}

/** SPEC §9: the marquee takes width / 200 * 3 seconds to cross (at least one second). */
export function marqueeSeconds(textWidth: number): number {
  if (!Number.isFinite(textWidth) || textWidth <= 0) return 1;
  return Math.max(1, (textWidth / MARQUEE_PX_PER_STEP) * MARQUEE_SECONDS_PER_STEP);
}

/** Whether announcement content holds markup (tags or entities) that needs the sanitiser. */
export function hasMarkup(content: string): boolean {
  return /<[a-z!/]|&[#a-z0-9]+;/i.test(content);
}

/**
 * The words of announcement HTML without its tags, shown (as text, so escaped) until the
 * sanitiser's code has loaded; never parsed as HTML.
 */
export function markupText(content: string): string {
  return content
    .replace(/<[^>]*>?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
