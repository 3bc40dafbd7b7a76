import { PAGE_DATA_ID, type PageData, type PageFacts } from '../schemas/pageData.ts';

export { PAGE_DATA_ID, type PageData, type PageFacts };

/** The same facts read in the browser, for a page the server did not render (the dev server). */
export function factsFromWindow(): PageFacts {
  return {
    origin: window.location.origin,
    search: window.location.search,
    isSwitchTag: /(?:^|;\s*)is_switch_tag=/.test(document.cookie),
    year: new Date().getUTCFullYear(),
  };
}

/** The page data the server embedded, or null (no element, or not JSON). */
export function readPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}
