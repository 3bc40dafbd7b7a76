import type { BrowserContext, Page } from 'playwright-core';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { OpenedPage } from '../browser/helpers.ts';
import { BAD_SCHEME, PWN_GLOBAL } from './corpus.ts';
import { unsafeHref } from './oracle.ts';

/**
 * Watches a page for every sign that hostile input got somewhere: requests to other hosts (all
 * aborted, so nothing ever leaves), navigations and popups off the site, dialogs, uncaught errors,
 * CSP reports, the PWN_GLOBAL flag, and markup that could run or leave (checked on demand).
 */
export interface Guard {
  /** Everything suspicious seen so far plus a scan of the DOM now; empty when the page is clean. */
  findings(label: string): Promise<string[]>;
}

// Elements the layer never draws; any of them means markup got in. (Off-site stylesheets and
// scripts are caught by the URL check of every href and src.)
// The server's page data (non-executable JSON) is the one inline script element a page has.
const SCRIPTY_TAGS =
  'script:not([src]):not(#page-data[type="application/json"]), iframe, frame, object, embed, base, meta[http-equiv], form[action], style:not([data-vite-dev-id])';

export async function guard(opened: OpenedPage, origin: string, allowedHosts: readonly string[]): Promise<Guard> {
  const { context, page } = opened;
  const site = new URL(origin);
  const seen: string[] = [];
  // CSP reports with their target. Chromium reports an inline handler or a <base> as soon as it is
  // parsed, even into an inert document that never runs anything (DOMPurify parses the HTML it
  // cleans that way): such a report targets the document. One that targets an element means the
  // element was in the page.
  await context.addInitScript(() => {
    const w = window as unknown as { __hostileCsp: string[] };
    w.__hostileCsp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      const target = e.target instanceof Element ? `<${e.target.localName}>` : 'document';
      const inert = target === 'document' && (e.violatedDirective === 'script-src-attr' || e.violatedDirective === 'base-uri');
      if (!inert) w.__hostileCsp.push(`${e.violatedDirective} ${e.blockedURI} on ${target}`);
    });
  });
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === site.host) return route.fallback();
    seen.push(
      `request to another host: ${route.request().method()} ${url.href}${route.request().isNavigationRequest() ? ' (navigation)' : ''}`,
    );
    return route.abort('blockedbyclient');
  });
  watchPage(page, origin, seen);
  context.on('page', (p) => {
    seen.push(`popup opened: ${p.url()}`);
    watchPage(p, origin, seen);
  });
  return {
    async findings(label) {
      const out = [...seen];
      for (const e of opened.errors) if (e.startsWith('pageerror')) out.push(e);
      const csp = await page
        .evaluate(() => (window as unknown as { __hostileCsp?: string[] }).__hostileCsp ?? [])
        .catch(() => [] as string[]);
      for (const v of csp) out.push(`CSP violation: ${v}`);
      if (new URL(page.url()).origin !== site.origin) out.push(`page left the site: ${page.url()}`);
      out.push(...(await settledScan(page, allowedHosts)));
      return out.map((f) => `${label}: ${f}`);
    },
  };
}

function watchPage(page: Page, origin: string, seen: string[]) {
  page.on('dialog', (d) => {
    seen.push(`dialog ${d.type()}: ${d.message()}`);
    void d.dismiss().catch(() => {});
  });
  page.on('framenavigated', (frame) => {
    const url = frame.url();
    if (url === 'about:blank' || url === 'about:srcdoc' || url.startsWith(origin)) return;
    seen.push(`frame navigated off the site: ${url}`);
  });
}

/**
 * Scans the page that is there once it has loaded: a navigation that starts during the scan
 * (a late click's) destroys its context, and the page it lands on is scanned instead.
 */
async function settledScan(page: Page, allowedHosts: readonly string[]): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    await page.waitForLoadState();
    try {
      return await scanDom(page, allowedHosts);
    } catch (e) {
      if (attempt >= 3 || !/context was destroyed|navigat/i.test(String(e))) throw e;
    }
  }
}

/** The page's PWN flag, every script-capable URL attribute, every on* attribute and every off-site link. */
async function scanDom(page: Page, allowedHosts: readonly string[]): Promise<string[]> {
  const found = await page.evaluate(
    ({ flag, scripty, bad }) => {
      const out: string[] = [];
      const w = window as unknown as Record<string, unknown>;
      if (w[flag] !== undefined) out.push(`window.${flag} is set`);
      const badScheme = new RegExp(bad, 'i');
      const urls: string[] = [];
      for (const el of document.querySelectorAll('*')) {
        for (const attr of el.attributes) {
          const name = attr.name.toLowerCase();
          if (name.startsWith('on')) out.push(`<${el.localName} ${name}="${attr.value.slice(0, 60)}">`);
          if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'srcdoc', 'srcset'].includes(name)) {
            if (badScheme.test(attr.value) || name === 'srcdoc') out.push(`<${el.localName} ${name}="${attr.value.slice(0, 80)}">`);
            else if (name === 'href' || name === 'src' || name === 'action' || name === 'formaction') urls.push(attr.value);
          }
        }
      }
      for (const el of document.querySelectorAll(scripty)) out.push(`unexpected <${el.localName}>: ${el.outerHTML.slice(0, 100)}`);
      return { out, urls };
    },
    { flag: PWN_GLOBAL, scripty: SCRIPTY_TAGS, bad: BAD_SCHEME.source },
  );
  for (const url of found.urls) {
    const problem = unsafeHref(url, allowedHosts);
    if (problem) found.out.push(`off-site link or source: ${problem}`);
  }
  return found.out;
}

/** Keeps the global server's read state as it is: mark-read answers success without reaching it. */
export async function keepReadState(context: BrowserContext): Promise<void> {
  await context.route(`**${ENDPOINTS.heraldRead.path}`, (route) =>
    route.fulfill({ json: { code: 200, message: 'success', data: { msg_type: 'x', updated: 0 } } }),
  );
}
