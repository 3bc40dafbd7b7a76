import type { Context } from 'hono';
import { regionNameOf } from '../../engine/composeLayer.ts';
import { headPageOf } from '../../engine/pageHead.ts';
import { parseRoute } from '../../engine/route.ts';
import { PAGE_DATA_ID } from '../../schemas/pageData.ts';
import type { AppEnv } from '../appDeps.ts';
import { keptPiece } from '../splicedGzip.ts';
import { catalogUrls } from './buildOutput.ts';
import { scriptJson } from './htmlText.ts';
import { layerMarkup } from './layerMarkup.ts';
import { pageDataPieces } from './pageDataPieces.ts';
import { pageStateFor } from './pageState.ts';
import type { Rendered } from './rendered.ts';
import { pageShell } from './shell.ts';
import { loadSsrBundle } from './ssrBundle.ts';

/**
 * A page with the layer already in its HTML. The header, footer, announcement bar and
 * page frame are drawn by the same React components the browser hydrates, for the request's
 * sub-site, language, login, theme cookie and visitor profile; the bootstrap travels along as
 * non-executable JSON (the CSP keeps script-src 'self'). Returns null when the build has no
 * server renderer: the caller then sends the plain page and the browser draws everything.
 */
export async function renderPageHtml(c: Context<AppEnv>, root: string, template: string): Promise<Rendered | null> {
  const bundle = await loadSsrBundle(root);
  if (!bundle) return null;
  const pathname = c.req.path;
  const route = parseRoute(pathname);
  const { lang } = route;
  const { state, data, boot, origin, themeCookie, version, slot } = await pageStateFor(c, lang, new URL(c.req.url).search);
  const body = await layerMarkup(c, `page ${pathname}`, state, version, (s) => bundle.renderPage(pathname, s));
  const catalog = (await catalogUrls(root))[lang];
  // With a theme cookie the server knows the theme; without one the styles follow the OS until the app sets it.
  const theme = themeCookie !== undefined ? boot.prefs.theme : undefined;
  const shell = pageShell(template, {
    regionName: regionNameOf(boot.site, boot.config),
    lang,
    page: headPageOf(route.page),
    path: route.path,
    origin,
    configUrl: data.configUrl,
    catalog,
    theme,
    rise: boot.prefs.riseColorValue,
  });
  const dataHead = `</div>\n    <script type="application/json" id="${PAGE_DATA_ID}">`;
  const dataTail = '</script>';
  const personal = boot.user !== null;
  let html: string | undefined;
  return {
    // Made only when asked: a logged-in page is sent from its pieces.
    get html() {
      html ??= `${shell.before}${body.html()}${dataHead}${scriptJson(data)}${dataTail}${shell.after}`;
      return html;
    },
    personal,
    slot,
    pieces:
      personal && body.pieces && body.audienceKey !== undefined
        ? () => {
            shell.pieces ??= [keptPiece(shell.before), keptPiece(shell.after)];
            return [
              shell.pieces[0],
              ...body.pieces!(),
              ...pageDataPieces(c.var.deps, body.audienceKey!, slot, dataHead, data, dataTail),
              shell.pieces[1],
            ];
          }
        : undefined,
  };
}
