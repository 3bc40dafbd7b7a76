import type { NotificationPayload } from '../../schemas/api/herald.ts';
import { DEFAULT_PAIR, DEFAULT_SETTLE } from '../../schemas/constants/reminder.ts';
import type { Lang } from '../../schemas/site.ts';
import { buildHref, type LinkOptions } from '../links.ts';

/** SPEC §9 constants, defined in schemas/constants/. */
export { DEFAULT_PAIR, DEFAULT_SETTLE };

// Path segments taken from a payload: a pair, contract, id or asset, nothing that could add a path.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const segment = (v: string | undefined, fallback?: string): string | null => {
  const s = v?.trim() || fallback;
  return s && SEGMENT.test(s) ? s : null;
};

/** The raw path a payload points at, before the safe-link check (null: the record links nowhere). */
export function payloadPath(payload: Pick<NotificationPayload, 'type' | 'extras'>): string | null {
  const x = payload.extras ?? {};
  // A record that says it must not link (isAllowHref false) stays plain text whatever else it holds.
  if (x.isAllowHref === false) return null;
  const explicit = x.web_url?.trim() || x.url?.trim();
  if (explicit) return explicit;
  switch (payload.type) {
    case 'spot': {
      const pair = segment(x.market, DEFAULT_PAIR);
      return pair ? `/trade/${pair.toUpperCase()}` : null;
    }
    case 'futures': {
      const settle = segment(x.settle_asset, DEFAULT_SETTLE);
      const contract = segment(x.contract, DEFAULT_PAIR);
      return settle && contract ? `/futures/${settle.toUpperCase()}/${contract.toUpperCase()}` : null;
    }
    case 'post': {
      const mid = segment(x.mid);
      return mid ? `/post/status/${mid}` : null;
    }
    case 'live': {
      const id = segment(x.stream_id);
      return id ? `/live/${id}` : null;
    }
    case 'startup': {
      const id = segment(x.startup_id);
      return id ? `/launchpad/${id}` : null;
    }
    default:
      return null;
  }
}

/**
 * Where a click on a record goes, through the same allow-list as menu links (engine buildHref):
 * null when the record has no target or its URL is not safe to follow.
 */
export function notificationHref(
  payload: Pick<NotificationPayload, 'type' | 'extras'>,
  lang: Lang | string,
  options: LinkOptions = {},
): string | null {
  const path = payloadPath(payload);
  return path === null ? null : buildHref(path, lang, options);
}
