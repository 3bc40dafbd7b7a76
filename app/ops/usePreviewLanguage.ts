import { useEffect, useState } from 'react';
import type { LabelCatalog } from '../../engine/i18n/configLabels.ts';
import { loadCatalog } from '../layer/i18n/loadCatalog.ts';
import type { OpsApi } from './opsApi.ts';

export interface PreviewLanguage {
  /** The region-config label catalog of the language ({} until it arrives or when it cannot be had). */
  labels: LabelCatalog;
  /** False while the language's words are on their way (the preview shows English meanwhile). */
  ready: boolean;
}

/**
 * The words a preview in another language needs, as the site would have them: the UI catalog of
 * that language (the console page only downloaded its own) and the server's label catalog.
 */
export function usePreviewLanguage(api: OpsApi, lang: string): PreviewLanguage {
  const [state, setState] = useState<{ lang: string; labels: LabelCatalog } | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([loadCatalog(lang), api.labels(lang)]).then(([, res]) => {
      if (live) setState({ lang, labels: res.ok ? res.data : {} });
    });
    return () => {
      live = false;
    };
  }, [api, lang]);
  return state?.lang === lang ? { labels: state.labels, ready: true } : { labels: {}, ready: false };
}
