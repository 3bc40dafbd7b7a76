import { isPhoneUserAgent } from '../../engine/device.ts';
import { withoutTrackingParams } from '../../engine/trackingParams.ts';
import { PAGE_DATA_ID, type PageData, type PageFacts, type PageState } from '../../schemas/pageData.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';

export { PAGE_DATA_ID, type PageData, type PageFacts, type PageState };

/** The same facts read in the browser, for a page the server did not render (the dev server). */
export function factsFromWindow(): PageFacts {
  return {
    origin: window.location.origin,
    // As the server draws it (server/page/pageState.ts): campaign identifiers stay out of the links.
    search: withoutTrackingParams(window.location.search),
    isSwitchTag: /(?:^|;\s*)is_switch_tag=/.test(document.cookie),
    year: new Date().getUTCFullYear(),
  };
}

/** The page data the server embedded, or null (no element, or not JSON). */
export function readPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as PageData;
    // The server drew the page for its audience, not for this device: the browser knows which it is.
    if (data.boot?.params) data.boot.params.is_phone = isPhoneUserAgent(navigator.userAgent);
    return data;
  } catch {
    return null;
  }
}

/**
 * The page state of a server-rendered page: its embedded data plus the region config from the
 * versioned address the head already preloads. Null when there is none or the config cannot be had
 * (the page is then drawn in the browser from the bootstrap API).
 */
export async function loadPageState(): Promise<PageState | null> {
  const data = readPageData();
  return data ? withRegionConfig(data) : null;
}

/** Page data plus its region config (from the versioned address), or null when that cannot be had. */
export async function withRegionConfig(data: PageData): Promise<PageState | null> {
  try {
    const res = await fetch(data.configUrl, { credentials: 'same-origin' });
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: RegionConfig };
    if (!body.data) return null;
    return { ...data, boot: { ...data.boot, config: body.data } };
  } catch {
    return null;
  }
}
