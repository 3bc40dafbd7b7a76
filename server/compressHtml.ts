import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import type { AppEnv } from './appDeps.ts';
import { asBody, chooseEncoding } from './snapshots.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * A page that is one person's own (a logged-in page, or one that sets a cookie) compressed once,
 * off the event loop (zlib runs on libuv's threads, beside the JavaScript), at a level worth its
 * time for one answer: brotli 4 / gzip 5 take about a millisecond for a page of 50 KB and lose a few
 * percent against the levels used for answers built once for everyone (server/snapshots.ts).
 */
export async function sendCompressed(c: Context<AppEnv>, html: string, status: 200 | 404): Promise<Response> {
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  c.header('Vary', 'Accept-Encoding');
  if (encoding === 'identity') return c.html(html, status);
  const raw = Buffer.from(html);
  const body =
    encoding === 'br'
      ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : await gz(raw, { level: 5 });
  c.header('Content-Encoding', encoding);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  return c.body(asBody(body), status);
}

/**
 * A logged-in page sent from its pieces joined as one gzip (server/splicedGzip.ts gzipPieces): gzip even to a client that takes
 * brotli, as only its personal values are compressed per request: the home page is 10.9 KB against
 * 9.6 KB of brotli 4, for about a fifth of its CPU.
 */
export function sendGzipPieces(c: Context<AppEnv>, gzip: Buffer, status: 200 | 404): Response {
  c.header('Vary', 'Accept-Encoding');
  c.header('Content-Encoding', 'gzip');
  c.header('Content-Type', 'text/html; charset=UTF-8');
  return c.body(asBody(gzip), status);
}
