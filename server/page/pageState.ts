import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { appDownloadHref } from '../../engine/composeLayer.ts';
import { needsConsentPrompt } from '../../engine/consent/consent.ts';
import { langPrefix } from '../../engine/links.ts';
import { DISMISSED_KEY, isDismissed } from '../../engine/notifications/announcement.ts';
import { encodeQr } from '../../engine/qrEncode.ts';
import { withoutTrackingParams } from '../../engine/trackingParams.ts';
import type { PageData, PageState } from '../../schemas/pageData.ts';
import type { Lang, SiteCode } from '../../schemas/site.ts';
import type { AppEnv } from '../appDeps.ts';
import { consentCookieOf } from '../cacheKeyCookies.ts';
import { configUrl, localizedVersion } from '../configVersion.ts';
import { isHttps } from '../cookies.ts';
import { announcementsFor } from '../draft/content.ts';
import { barFor } from '../ops/activeRollouts.ts';
import { bulletinAt } from '../ops/announcementStore.ts';
import { pageSlot } from '../pageCache.ts';
import { rolloutKey } from '../rolloutKey.ts';
import { buildBootstrap } from '../routes/bootstrap.ts';
import { currentPageUser } from '../session.ts';

/**
 * The announcement published for the sub-site and live now (an ended one is gone from the next
 * page, not from the next time slot), unless this browser dismissed it (the page mirrors its
 * dismissals into a cookie). A draft link's viewer sees the draft's bar (server/draft/content.ts);
 * a request in a rollout of the bar sees the change's, by the key the region config's rollout reads.
 */
async function visibleBulletin(c: Context<AppEnv>, site: SiteCode, lang: Lang) {
  const { configs, now } = c.var.deps;
  const drafted = c.var.draft?.announcement?.site === site;
  const published = await announcementsFor(c, site);
  const bar = drafted ? published : barFor(configs, site, published, rolloutKey(c, configs[site], await currentPageUser(c)), now()).bar;
  const { item } = bulletinAt(bar, lang, now());
  return item && !isDismissed(getCookie(c, DISMISSED_KEY), item.content_id) ? item : null;
}

function siteOrigin(c: Context<AppEnv>): string {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  return `${isHttps(c) ? 'https' : 'http'}://${host}`;
}

// A site has a few app-download addresses (one per host and language): each is encoded once.
const qrCodes = new Map<string, ReturnType<typeof encodeQr>>();
function qrOf(text: string): ReturnType<typeof encodeQr> {
  let qr = qrCodes.get(text);
  if (!qr) {
    if (qrCodes.size >= 256) qrCodes.clear();
    qr = encodeQr(text);
    qrCodes.set(text, qr);
  }
  return qr;
}

/** What the server draws a page or a fragment from, and what it embeds for the browser's hydration. */
export async function pageStateFor(c: Context<AppEnv>, lang: Lang, search: string) {
  // Pages take their language from the path, not from the API's lang query or header.
  c.set('ctx', { ...c.var.ctx, lang });
  const slot = pageSlot(c.var.deps.now());
  const boot = await buildBootstrap(c, lang, { at: slot });
  const origin = siteOrigin(c);
  const themeCookie = getCookie(c, 'theme');
  const state: PageState = {
    boot,
    facts: {
      origin,
      // Campaign identifiers are not the page's: links drawn from the query leave them out.
      search: withoutTrackingParams(search),
      isSwitchTag: getCookie(c, 'is_switch_tag') !== undefined,
      year: new Date(slot).getUTCFullYear(),
      // Encoded here (once per address), so the browser draws the footer's QR code without the encoder.
      appQr: boot.config.footer.qr ? qrOf(appDownloadHref(origin, langPrefix(lang))) : undefined,
      // The banner is in the first paint, not drawn after hydration (on eu it was the
      // largest paint, and it no longer pops in).
      // The consent cookie read as a shared cache's key reads it (server/cacheKeyCookies.ts).
      consentPrompt: needsConsentPrompt(boot.config.consent !== undefined, consentCookieOf(c.req.header('cookie')), c.var.deps.now()),
    },
    theme: boot.prefs.theme,
    bulletin: await visibleBulletin(c, boot.site, lang),
  };
  const { config: _config, ...personal } = boot;
  const version = localizedVersion(boot.config);
  const data: PageData = { ...state, boot: personal, configUrl: configUrl(boot.site, lang, version) };
  return { state, data, boot, origin, themeCookie, version, slot };
}
