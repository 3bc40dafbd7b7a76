import { join } from 'node:path';
import type { Context } from 'hono';
import { langPrefix } from '../../engine/links.ts';
import { FRAGMENT_DATA_ATTR, type FragmentData } from '../../schemas/pageData.ts';
import type { Lang } from '../../schemas/site.ts';
import { RTL_LANGS } from '../../schemas/siteConstants.ts';
import type { AppEnv } from '../appDeps.ts';
import { catalogUrls, FRAGMENT_ENTRY, type ManifestChunk, readLayerManifest } from './buildOutput.ts';
import { escapeHtml, scriptJson } from './htmlText.ts';
import { layerMarkup } from './layerMarkup.ts';
import { pageStateFor } from './pageState.ts';
import type { Rendered } from './rendered.ts';
import { loadSsrBundle } from './ssrBundle.ts';

/**
 * One part of the layer for a host page that includes it (server-side or through the
 * <exchange-header>/<exchange-footer> elements): its server-rendered markup inside a root element
 * that scopes the layer's styles, the page state it hydrates with (JSON, not script), and the
 * stylesheet and module that bring it to life. The sub-site, language and login come from the
 * request as for pages; `path` is the host's route (its active entry and language links).
 */
export async function renderFragmentHtml(
  c: Context<AppEnv>,
  root: string,
  part: FragmentData['part'],
  lang: Lang,
  hostPath: string,
): Promise<Rendered | null> {
  const [bundle, manifest] = await Promise.all([loadSsrBundle(root), readLayerManifest(root)]);
  const entry = manifest?.[FRAGMENT_ENTRY];
  if (!bundle || !entry) return null;
  const { state, data, boot, version, slot } = await pageStateFor(c, lang, '');
  // The language's words, as the layer's module fetches them: its own copy under /layer/ (a host
  // routes that one prefix to the layer, not the site's /assets/).
  const layerCatalog = (await catalogUrls(join(root, 'layer')))[lang];
  const catalog = layerCatalog && `/layer${layerCatalog}`;
  const pathname = `${langPrefix(lang)}${hostPath === '/' && lang !== 'en' ? '' : hostPath}` || '/';
  const body = (await layerMarkup(c, `${part} ${pathname}`, state, version, (s) => bundle.renderFragment(part, pathname, s))).html();
  const fragment: FragmentData = { ...data, part, pathname };
  const asset = (file: string) => `/layer/${file}`;
  const rtl = RTL_LANGS.includes(lang);
  const html = [
    // The fragment build makes one stylesheet (cssCodeSplit off), named in the manifest apart from the entry.
    ...(entry.css ?? [manifest['style.css']?.file].filter((f): f is string => !!f)).map(
      (f) => `<link rel="stylesheet" href="${asset(f)}" />`,
    ),
    `<div class="exchange-layer" data-part="${part}" data-site="${boot.site}" data-theme="${boot.prefs.theme}" data-rise="${boot.prefs.riseColorValue}" lang="${lang === 'tw' ? 'zh-TW' : lang}" dir="${rtl ? 'rtl' : 'ltr'}" style="color-scheme: ${boot.prefs.theme}">${body}</div>`,
    `<link rel="preload" as="fetch" href="${escapeHtml(data.configUrl)}" crossorigin="anonymous" />`,
    ...(catalog ? [`<link rel="preload" as="fetch" href="${escapeHtml(catalog)}" crossorigin="anonymous" />`] : []),
    `<script type="application/json" ${FRAGMENT_DATA_ATTR}="${part}">${scriptJson(fragment)}</script>`,
    ...(entry.imports ?? [])
      .map((k) => manifest[k])
      .filter((m): m is ManifestChunk => !!m)
      .map((m) => `<link rel="modulepreload" href="${asset(m.file)}" />`),
    `<script type="module" src="${asset(entry.file)}"></script>`,
  ].join('\n');
  return { html, personal: boot.user !== null, slot };
}
