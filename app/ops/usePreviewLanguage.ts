import { useEffect, useState } from 'react';
import { loadCatalog } from '../layer/i18n/loadCatalog.ts';

/**
 * Whether the UI catalog of the preview's language is here (the console page only downloaded its
 * own); the preview shows English until it is. Region-config labels need no fetch: their
 * translations travel on the items.
 */
export function usePreviewLanguage(lang: string): { ready: boolean } {
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadCatalog(lang).then(() => {
      if (live) setLoaded(lang);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  return { ready: loaded === lang };
}
