import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod';

/** Thrown by handlers and helpers; the app's onError turns it into `{ code, message, data: null }`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

export const errorBody = (status: number, message: string) => ({ code: status, message, data: null });

export function ok<T>(c: Context, data: T) {
  return c.json({ code: 200, message: 'success', data });
}

export function describeIssues(error: { issues: readonly z.core.$ZodIssue[] }): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

/** Whether a string or key anywhere in a parsed input holds U+0000 (PostgreSQL text cannot store it). */
function holdsNul(input: unknown): boolean {
  // A loop, not recursion: a 64 KB body can nest thousands of levels deep.
  const stack = [input];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string' && v.includes('\u0000')) return true;
    if (typeof v !== 'object' || v === null) continue;
    for (const [k, x] of Object.entries(v)) {
      if (k.includes('\u0000')) return true;
      stack.push(x);
    }
  }
  return false;
}

/** Validates input with a schema or answers 400 saying which field is wrong. */
export function validate<S extends z.core.$ZodType>(schema: S, input: unknown, what: string): z.output<S> {
  // Refused here, once for every handler: stored, it would be a database error (a 500), not a 400.
  if (holdsNul(input)) throw new HttpError(400, `invalid ${what}: text must not contain NUL (\\u0000) characters`);
  // Classic and zod/mini schemas alike (the API's are zod/mini, shared with the browser).
  const r = z.safeParse(schema, input);
  if (!r.success) throw new HttpError(400, `invalid ${what}: ${describeIssues(r.error)}`);
  return r.data;
}

const ROW_ID = z.coerce
  .number()
  .int()
  .min(1)
  .max(2 ** 53);

/** The `:id` of a path (a row's BIGINT id), or 400 naming `what` it is. */
export function idParam(c: Context, what: string): number {
  return validate(ROW_ID, c.req.param('id'), what);
}

export function parseQuery<S extends z.core.$ZodType>(c: Context, schema: S): z.output<S> {
  return validate(schema, c.req.query(), 'query');
}

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** A JSON body; 415 for another content type, 400 when it does not parse. */
/** How deep an API body may nest objects and lists; a body past it is refused before it is parsed. */
export const BODY_DEPTH = 64;
/**
 * The same for a config draft, which the ops rules walk themselves and answer with the path where
 * it is too deep (engine/ops/jsonBounds.ts), far below this.
 */
export const DRAFT_DEPTH = 4096;

/** Whether a JSON text nests objects and lists deeper than `max`, counted without parsing it. */
export function nestsDeeper(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > max) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return false;
}

export async function readJson(c: Context, maxDepth = BODY_DEPTH): Promise<unknown> {
  if (mediaType(c) !== 'application/json') throw new HttpError(415, 'expected Content-Type: application/json');
  const text = await c.req.text();
  if (nestsDeeper(text, maxDepth)) throw new HttpError(400, `JSON body nested too deep: at most ${maxDepth} levels of objects and lists`);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'malformed JSON body');
  }
}

/**
 * A form body as strings. The SPEC §7 client sends form-encoded; multipart and a flat JSON object
 * are accepted too. Anything else is 415, a body that does not parse is 400.
 */
export async function readForm(c: Context): Promise<Record<string, string>> {
  const type = mediaType(c);
  if (type === 'application/x-www-form-urlencoded' || type === '') {
    const text = await c.req.text();
    if (/%(?![0-9a-f]{2})/i.test(text)) throw new HttpError(400, 'malformed form body: bad percent-encoding');
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (type === 'multipart/form-data') {
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody();
    } catch {
      throw new HttpError(400, 'malformed multipart body');
    }
    return Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));
  }
  if (type === 'application/json') {
    const json = await readJson(c);
    if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new HttpError(400, 'expected a JSON object');
    return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  }
  throw new HttpError(415, 'expected a form body (application/x-www-form-urlencoded)');
}
