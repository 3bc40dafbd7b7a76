import type { Context } from 'hono';
import type { AppEnv } from '../appDeps.ts';
import { escapeLikeReact as esc } from '../audience.ts';

/**
 * The markup of draft links: the banner every previewed page carries, and the
 * small pages a link answers with when it shows nothing (refused, ended). Inline styles: the
 * page CSP allows them, and the banner must look the same on every page without the app's CSS.
 */

export const LEAVE_PATH = '/draft/leave';

/** A same-site path to go back to (never another origin: `//host` or a scheme is refused). */
export function safeReturnPath(to: string | undefined): string {
  return to && /^\/(?![/\\])[^\s]*$/.test(to) ? to : '/';
}

const BAR =
  'position:relative;z-index:2147483647;margin:0;padding:10px 16px;background:#5b2a86;color:#fff;font:14px/1.4 system-ui,sans-serif;' +
  'display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;border-bottom:3px solid #f5c518';
const LINK = 'color:#fff;text-decoration:underline;font-weight:600';

/** The banner of a previewed page: what it previews, that visitors do not see it, and the ways out. */
export function draftBanner(subject: string, expires: number, path: string): string {
  const leave = `${LEAVE_PATH}?to=${encodeURIComponent(safeReturnPath(path))}`;
  return (
    `<section role="region" aria-label="Draft preview" data-draft-preview="" style="${BAR}">` +
    `<p style="margin:0;flex:1 1 20em"><strong>Draft preview — not live.</strong> You see ${esc(subject)} as it will be after publishing. ` +
    `Visitors see the live site. This link expires ${esc(new Date(expires).toISOString().replace('T', ' ').slice(0, 16))} UTC.</p>` +
    `<a style="${LINK}" href="${esc(leave)}">Leave preview</a> <a style="${LINK}" href="/ops">Back to the console</a></section>`
  );
}

/** The page HTML with the banner first in its body (outside the app's root, which React hydrates). */
export function withBanner(html: string, banner: string): string {
  const body = /<body[^>]*>/i.exec(html);
  if (!body) return banner + html;
  const at = body.index + body[0].length;
  return html.slice(0, at) + banner + html.slice(at);
}

/** A page's HTML, with the banner when this request previews a draft. */
export function withDraftBanner(c: Context<AppEnv>, html: string): string {
  const view = c.var.draft;
  if (!view) return html;
  const url = new URL(c.req.url);
  return withBanner(html, draftBanner(view.subject, view.link.expires, `${url.pathname}${url.search}`));
}

/** A plain page saying why a draft link shows nothing here, with the way to the live site. Never stored by anyone. */
export function draftNotice(c: Context<AppEnv>, status: 401 | 403 | 404 | 410, title: string, text: string, extra = '') {
  c.header('Cache-Control', 'private, no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${esc(title)}</title></head>` +
      `<body style="font:16px/1.5 system-ui,sans-serif;max-width:40em;margin:3em auto;padding:0 1em">` +
      `<main><h1>${esc(title)}</h1><p>${esc(text)}</p>${extra}<p><a href="/">Go to the live site</a></p></main></body></html>`,
    status,
  );
}
