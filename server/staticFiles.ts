import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import type { AppEnv, Deps } from './appDeps.ts';
import { HttpError } from './http.ts';
import { type ListAnswer, type ListRequest, listRequestFrom } from './listRequest.ts';
import { preparedHeaders } from './preparedHeaders.ts';
import { type Remembered, remember } from './remember.ts';
import {
  asBody,
  chooseEncoding,
  compressedSnapshot,
  type Encoding,
  etagOf,
  matchesEtag,
  type Snapshot,
  snapshotBytes,
} from './snapshots.ts';

/**
 * The built app's files (dist/: the hashed /assets/*, the layer fragment's /layer/assets/*, the
 * favicon, robots.txt …) served as a static server serves precompressed files: each read once and,
 * when it is text, compressed once with brotli and gzip, then answered from memory with an ETag, a
 * 304 on If-None-Match and the security headers, prepared once (server/preparedHeaders.ts). The
 * chain serves a file the first time (serveBuiltFile); from then on the fast path answers it
 * (builtFileAnswer, server/fastPath.ts) with the very same bytes and headers.
 */

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
/** Kinds that compress: the others (pictures, fonts) are compressed already and sent as they are. */
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest', '.map', '.ico']);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BRIEFLY = 'public, max-age=3600';
/**
 * How long a file without a hash in its name is answered from memory before it is looked at again
 * (a rebuild beside a running server changes it under the same name); a hashed asset never changes.
 */
export const FILE_RECHECK_MS = 1_000;

const isHashedAsset = (path: string) => path.startsWith('/assets/') || path.startsWith('/layer/assets/');

/** A file under root for a URL path, with its stat, or null when it escapes root or is not a file. */
async function fileUnder(root: string, urlPath: string): Promise<{ full: string; mtimeMs: number; size: number } | null> {
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
  return s?.isFile() ? { full, mtimeMs: s.mtimeMs, size: s.size } : null;
}

/** A built file as it is answered. */
interface KeptFile {
  snap: Snapshot;
  contentType: string;
  cacheControl: string;
  /** Text: answered in the client's best encoding; the other kinds as they are. */
  text: boolean;
  hashed: boolean;
  mtimeMs: number;
  size: number;
  /** When the file on disk was last seen to be this one (Date.now()). */
  checkedAt: number;
}

// Per server (its Deps), by URL path: only files the chain found under the root are kept, so the
// map holds at most what the build holds.
const keptFiles = new WeakMap<object, Map<string, Remembered<KeptFile>>>();

function keptOf(deps: Deps): Map<string, Remembered<KeptFile>> {
  let map = keptFiles.get(deps);
  if (!map) {
    map = new Map();
    keptFiles.set(deps, map);
  }
  return map;
}

async function readKept(full: string, path: string, mtimeMs: number, size: number): Promise<KeptFile> {
  const bytes = await readFile(full);
  const ext = extname(full).toLowerCase();
  const text = TEXT.has(ext);
  return {
    // A picture or a font is answered as it is only (answerFrom's 'identity'), whatever the client takes.
    snap: text ? await compressedSnapshot(bytes) : { etag: etagOf(bytes), identity: bytes, br: bytes, gzip: bytes },
    contentType: TYPES[ext] ?? 'application/octet-stream',
    cacheControl: isHashedAsset(path) ? IMMUTABLE : BRIEFLY,
    text,
    hashed: isHashedAsset(path),
    mtimeMs,
    size,
    checkedAt: Date.now(),
  };
}

/** The file kept for `path`, read again when the one on disk is not the one kept. */
function keptFile(deps: Deps, path: string, found: { full: string; mtimeMs: number; size: number }): Promise<KeptFile> {
  const map = keptOf(deps);
  const known = map.get(path);
  if (known?.value && known.value.mtimeMs === found.mtimeMs && known.value.size === found.size) {
    known.value.checkedAt = Date.now();
    return known.pending;
  }
  if (known && !known.value) return known.pending;
  return remember(map, path, () => readKept(found.full, path, found.mtimeMs, found.size)).pending;
}

function answerFrom(request: Pick<ListRequest, 'header' | 'https'>, k: KeptFile, encoding: Encoding): ListAnswer {
  const notModified = matchesEtag(request.header('if-none-match'), k.snap.etag);
  const headers = preparedHeaders(k.snap, {
    policy: k.cacheControl,
    encoding,
    notModified,
    https: request.https,
    api: false,
    contentType: k.contentType,
  });
  return { status: notModified ? 304 : 200, headers, body: notModified ? null : snapshotBytes(k.snap, encoding) };
}

/**
 * The fast path of the built files: a file the chain has served, from memory; undefined (the chain
 * answers) for anything else: a query string (the chain's request context may set a cookie for
 * it), a fault asked for, a file without a hash last looked at over FILE_RECHECK_MS ago, or a
 * client that names only encodings other than brotli and gzip (the chain's compress() may deflate).
 */
export function builtFileAnswer(deps: Deps): (request: ListRequest) => ListAnswer | undefined {
  return (request) => {
    if (request.method !== 'GET' || request.search !== '' || request.header('x-fault') !== undefined) return undefined;
    const k = keptFiles.get(deps)?.get(request.path)?.value;
    if (!k || (!k.hashed && Date.now() - k.checkedAt > FILE_RECHECK_MS)) return undefined;
    if (!k.text) return answerFrom(request, k, 'identity');
    const acceptEncoding = request.header('accept-encoding');
    const encoding = chooseEncoding(acceptEncoding);
    if (encoding === 'identity' && acceptEncoding !== undefined) return undefined;
    return answerFrom(request, k, encoding);
  };
}

/** Whether a GET of `path` may be a built file (builtFileAnswer answers only the ones kept). */
export const mayBeBuiltFile = (path: string): boolean => isHashedAsset(path) || extname(path) !== '';

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
  if (isHashedAsset(path)) {
    const file = await fileUnder(root, path);
    if (!file) throw new HttpError(404, 'no such asset');
    return send(c, path, file);
  }
  if (path !== '/' && extname(path) !== '') {
    const file = await fileUnder(root, path);
    if (file && !file.full.endsWith(`${sep}index.html`)) return send(c, path, file);
    // A missing file of a static kind is a 404; other dotted paths are app routes.
    if (!file && extname(path).toLowerCase() in TYPES && extname(path) !== '.html') throw new HttpError(404, 'not found');
  }
  return null;
}

async function send(c: Context<AppEnv>, path: string, file: { full: string; mtimeMs: number; size: number }): Promise<Response> {
  const k = await keptFile(c.var.deps, path, file);
  const request = listRequestFrom(c.req.raw);
  // A client that takes neither brotli nor gzip is sent the bytes as they are (compress() may deflate them).
  const answer = answerFrom(request, k, k.text ? chooseEncoding(request.header('accept-encoding')) : 'identity');
  return new Response(answer.body && asBody(answer.body), { status: answer.status, headers: answer.headers.record });
}
