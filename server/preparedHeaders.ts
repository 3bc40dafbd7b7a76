import { addSecurityHeaders, PAGE_CSP } from './security.ts';
import { type CachePolicy, type Encoding, type Snapshot, snapshotHeaders } from './snapshots.ts';

/** One answer's headers, prepared once: as a record (for a Response) and as node's flat [name, value, ...] list. */
export interface PreparedHeaders {
  record: Readonly<Record<string, string>>;
  flat: readonly string[];
}

export interface AnswerKind {
  /** The snapshot's cache policy, or its Cache-Control value as it is. */
  policy: CachePolicy | string;
  encoding: Encoding;
  notModified: boolean;
  /** Over https (HSTS). */
  https: boolean;
  /** An API answer (server/security.ts) rather than a page. */
  api: boolean;
  contentType?: string;
}

// A snapshot belongs to one list or one page, so to one policy and one content type: its answers
// are prepared per encoding, status and scheme the first time each is sent.
const prepared = new WeakMap<Snapshot, PreparedHeaders[]>();
const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity'];

/**
 * The headers of a snapshot's answer, the very ones the middleware chain would send
 * (snapshotHeaders plus addSecurityHeaders), made once per snapshot and kind of answer: the fast
 * paths (server/publicLists.ts, server/pageCache.ts) then cost about what a static file does.
 */
export function preparedHeaders(snap: Snapshot, kind: AnswerKind): PreparedHeaders {
  let answers = prepared.get(snap);
  if (!answers) {
    answers = [];
    prepared.set(snap, answers);
  }
  const index = ENCODINGS.indexOf(kind.encoding) * 4 + (kind.notModified ? 2 : 0) + (kind.https ? 1 : 0);
  let headers = answers[index];
  if (!headers) {
    const h = new Headers(snapshotHeaders(snap, kind.policy, kind.encoding, kind.notModified, kind.contentType));
    // A 304 carries no Content-Type, but the browser takes its headers into the page it keeps: a
    // page's 304 must carry the page's CSP, not the deny-all one of other answers.
    if (kind.notModified && kind.contentType?.startsWith('text/html')) h.set('Content-Security-Policy', PAGE_CSP);
    addSecurityHeaders(h, kind.api, kind.https);
    const record = Object.freeze(Object.fromEntries(h));
    headers = Object.freeze({ record, flat: Object.freeze(Object.entries(record).flat()) });
    answers[index] = headers;
  }
  return headers;
}
