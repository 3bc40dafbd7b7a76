import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import type { AppEnv } from './appDeps.ts';
import { type Remembered, remember } from './remember.ts';

/**
 * Public lists served like static files: the `{code, message, data}` answer is built
 * once per data change (per key), serialised once, compressed once with brotli and gzip off the
 * event loop, and then handed to every visitor with an ETag, a 304 on If-None-Match and a
 * Cache-Control a CDN can honour. Personal answers never come through here.
 */
export interface Snapshot {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Quality 6 compresses a 350 KB list in a few ms; 11 would take most of a second every 3 s tick
// for 10% fewer bytes.
const BROTLI_QUALITY = 6;
const MAX_ENTRIES = 256;

/** A snapshot being built; its value once built is what peekSnapshot hands out without waiting. */
type Entry = Remembered<Snapshot>;

// One cache per server (its Deps): two test servers in one process may hold different data under
// the same key (a remote menu version).
const caches = new WeakMap<object, Map<string, Entry>>();

export function buildSnapshot(data: unknown): Promise<Snapshot> {
  return compressedSnapshot(Buffer.from(JSON.stringify({ code: 200, message: 'success', data })));
}

/** Any bytes (a page's HTML) as a snapshot: compressed once each way, named by their hash. */
export async function compressedSnapshot(identity: Buffer): Promise<Snapshot> {
  const [br, gzipped] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gz(identity, { level: 6 }),
  ]);
  return { etag: etagOf(identity), identity, br, gzip: gzipped };
}

/** The ETag of some bytes: their hash, the same on every instance. */
export const etagOf = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('base64url').slice(0, 22);

/** `owner`'s map in `maps`, made on first use. */
function mapOf<V>(maps: WeakMap<object, Map<string, V>>, owner: object): Map<string, V> {
  let map = maps.get(owner);
  if (!map) {
    map = new Map();
    maps.set(owner, map);
  }
  return map;
}

/** Keeps a map at MAX_ENTRIES by dropping its oldest key. */
function bound(map: Map<string, unknown>): void {
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
}

function touch(cache: Map<string, Entry>, key: string, entry: Entry): void {
  // Most recently used last, so the oldest key is the one evicted.
  cache.delete(key);
  cache.set(key, entry);
}

/**
 * Data with a version (the price tick): `family` is its key without the version. While the snapshot
 * of a new version is being built, the family's newest built one may be served instead, if it is at
 * most `maxLag` older: under load no request waits on a rebuild, and none gets data older than that.
 */
export interface Versioned {
  family: string;
  version: number;
  maxLag: number;
}

// The newest built snapshot of each family, per server.
const newest = new WeakMap<object, Map<string, { version: number; snap: Snapshot }>>();

function noteNewest(owner: object, { family, version }: Versioned, snap: Snapshot): void {
  const families = mapOf(newest, owner);
  const known = families.get(family);
  if (known && known.version > version) return;
  families.set(family, { version, snap });
  bound(families);
}

/** The snapshot for `key`, built at most once however many requests ask at the same moment. */
export function snapshot(owner: object, key: string, build: () => unknown | Promise<unknown>, versioned?: Versioned): Promise<Snapshot> {
  const cache = mapOf(caches, owner);
  const hit = cache.get(key);
  if (hit) {
    touch(cache, key, hit);
    return hit.pending;
  }
  const entry = remember(cache, key, () => Promise.resolve().then(build).then(buildSnapshot));
  if (versioned)
    entry.pending.then(
      (snap) => noteNewest(owner, versioned, snap),
      () => undefined,
    );
  bound(cache);
  return entry.pending;
}

/**
 * A snapshot to answer with now, without waiting: the one for `key` if it is built; else, for
 * versioned data, the family's newest within `maxLag` while this one builds (started here). Undefined
 * when the caller has to wait for the build.
 */
export function readySnapshot(
  owner: object,
  key: string,
  build: () => unknown | Promise<unknown>,
  versioned?: Versioned,
): Snapshot | undefined {
  const snap = peekSnapshot(owner, key);
  if (snap || !versioned) return snap;
  const known = newest.get(owner)?.get(versioned.family);
  if (!known || known.version > versioned.version || versioned.version - known.version > versioned.maxLag) return undefined;
  // A failed build is left for the next request to try again (remember() drops it).
  snapshot(owner, key, build, versioned).catch(() => undefined);
  return known.snap;
}

/** The snapshot for `key` if it is built already (no waiting, nothing built). */
export function peekSnapshot(owner: object, key: string): Snapshot | undefined {
  const cache = caches.get(owner);
  const hit = cache?.get(key);
  if (!hit?.value) return undefined;
  touch(cache!, key, hit);
  return hit.value;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** What one Accept-Encoding value takes: its best encoding, brotli first, and whether gzip at all. */
interface Accepted {
  best: Encoding;
  gzip: boolean;
}

// Browsers send one of a few Accept-Encoding values: each is read once.
const read = new Map<string, Accepted>();
const NOTHING: Accepted = { best: 'identity', gzip: false };

function accepted(acceptEncoding: string | undefined): Accepted {
  if (!acceptEncoding) return NOTHING;
  let known = read.get(acceptEncoding);
  if (!known) {
    known = readAcceptEncoding(acceptEncoding);
    if (read.size >= 64) read.clear();
    read.set(acceptEncoding, known);
  }
  return known;
}

/** The best encoding the client accepts (q > 0), brotli first. */
export const chooseEncoding = (acceptEncoding: string | undefined): Encoding => accepted(acceptEncoding).best;

/** Whether the client accepts gzip (q > 0), whatever it prefers. */
export const acceptsGzip = (acceptEncoding: string | undefined): boolean => accepted(acceptEncoding).gzip;

function readAcceptEncoding(acceptEncoding: string): Accepted {
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const takes = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  const gzip = takes('gzip');
  return { best: takes('br') ? 'br' : gzip ? 'gzip' : 'identity', gzip };
}

/** Whether If-None-Match names this snapshot (so the answer is a 304). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2); the encoding suffix names a representation of the same data.
  return ifNoneMatch.split(',').some(
    (t) =>
      t
        .trim()
        .replace(/^W\//, '')
        .replace(/^"|"$/g, '')
        .replace(/-(br|gzip)$/, '') === etag,
  );
}

export interface CachePolicy {
  /** Seconds a browser or CDN may reuse the answer without asking. */
  maxAge: number;
  /** Seconds it may still be served while a fresh one is fetched. */
  staleWhileRevalidate: number;
  /** Request headers besides Accept-Encoding the answer depends on (e.g. X-Gate-AppLang). */
  vary?: string[];
}

/** Data that moves with the price tick: good for one tick, then worth showing while refetched. */
export const TICK_POLICY: CachePolicy = { maxAge: 3, staleWhileRevalidate: 30 };
/** Reference lists that change only with a deploy. */
export const STATIC_POLICY: CachePolicy = { maxAge: 60, staleWhileRevalidate: 600 };

export function cacheControl(policy: CachePolicy): string {
  if (policy.maxAge === 0) return 'public, no-cache';
  return `public, max-age=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;
}

/**
 * The headers of a snapshot answer: the 200 in `encoding` or, with `notModified`, the 304. The same
 * for every request, so the fast path of server/publicLists.ts prepares them once per snapshot.
 */
export function snapshotHeaders(
  snap: Snapshot,
  policy: CachePolicy | string,
  encoding: Encoding,
  notModified: boolean,
  contentType = 'application/json',
): Record<string, string> {
  const headers: Record<string, string> = {
    'Cache-Control': typeof policy === 'string' ? policy : cacheControl(policy),
    Vary: ['Accept-Encoding', ...((typeof policy !== 'string' && policy.vary) || [])].join(', '),
    ETag: `"${snap.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`,
  };
  if (notModified) return headers;
  const body = snapshotBytes(snap, encoding);
  headers['Content-Type'] = contentType;
  headers['Content-Length'] = String(body.length);
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  return headers;
}

/** The bytes of a snapshot in one encoding. */
export function snapshotBytes(snap: Snapshot, encoding: Encoding): Buffer {
  return encoding === 'br' ? snap.br : encoding === 'gzip' ? snap.gzip : snap.identity;
}

/** The bytes of a snapshot in one encoding, as a body a Response takes. */
export function snapshotBody(snap: Snapshot, encoding: Encoding): Uint8Array<ArrayBuffer> {
  return asBody(snapshotBytes(snap, encoding));
}

/** A Buffer as the Uint8Array a Response body takes (the same memory). */
export function asBody(bytes: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) as Uint8Array<ArrayBuffer>;
}

/** Answers from the snapshot: 304 when the client holds it, else the bytes in its best encoding. */
export async function sendSnapshot(
  c: Context<AppEnv>,
  key: string,
  policy: CachePolicy,
  build: () => unknown | Promise<unknown>,
  versioned?: Versioned,
): Promise<Response> {
  const snap = readySnapshot(c.var.deps, key, build, versioned) ?? (await snapshot(c.var.deps, key, build, versioned));
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  const notModified = matchesEtag(c.req.header('if-none-match'), snap.etag);
  const headers = snapshotHeaders(snap, policy, encoding, notModified);
  return notModified ? c.body(null, 304, headers) : c.body(snapshotBody(snap, encoding), 200, headers);
}
