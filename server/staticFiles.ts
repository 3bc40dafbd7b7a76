import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import type { AppEnv } from './appDeps.ts';
import { HttpError } from './http.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

/** The file under root for a URL path, or null when it escapes root or is not a file. */
async function fileUnder(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  const s = await stat(full).catch(() => null);
  return s?.isFile() ? full : null;
}

/**
 * A file of the built app: /assets/* (hashed names, cached for a year) and the other files of
 * dist/ (favicon, robots.txt). Null for a path that is an app route (server/page/send.ts servePage
 * answers it); a 404 for a missing asset or a missing file of a static kind.
 */
export async function serveBuiltFile(c: Context<AppEnv>, root: string | undefined): Promise<Response | null> {
  const path = c.req.path;
  if (!root) throw new HttpError(404, 'not found');
  // The server renderer's bundle is code the server runs, not a file of the site.
  if (path === '/ssr' || path.startsWith('/ssr/')) throw new HttpError(404, 'not found');
  if (path.startsWith('/assets/') || path.startsWith('/layer/assets/')) {
    const file = await fileUnder(root, path);
    if (!file) throw new HttpError(404, 'no such asset');
    return send(c, file, 'public, max-age=31536000, immutable');
  }
  if (path !== '/' && extname(path) !== '') {
    const file = await fileUnder(root, path);
    if (file && !file.endsWith(`${sep}index.html`)) return send(c, file, 'public, max-age=3600');
    // A missing file of a static kind is a 404; other dotted paths are app routes.
    if (!file && extname(path).toLowerCase() in TYPES && extname(path) !== '.html') throw new HttpError(404, 'not found');
  }
  return null;
}

async function send(c: Context<AppEnv>, file: string, cacheControl: string) {
  const body = await readFile(file);
  c.header('Content-Type', TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
  c.header('Cache-Control', cacheControl);
  return c.body(body);
}
