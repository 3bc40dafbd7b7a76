// First, in the entry chunk: zod's JIT probe must be off before any chunk builds a schema (the
// announcement and reminder chunks build theirs as soon as they load; CSP has no unsafe-eval).
import './zodJitless.ts';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { ApiClient } from './client.ts';

/**
 * The schema (schemas/bootstrap.ts, zod/mini: the one the server answers with) is its own chunk:
 * it downloads while the bootstrap request is in flight, so it costs no extra round trip and stays
 * out of the entry chunk.
 */
const loadSchema = () => import('../../schemas/bootstrap.ts').then((m) => m.Bootstrap);

export type BootstrapResult = { ok: true; data: Bootstrap } | { ok: false; reason: string };

/** Accepts the bare object or the usual `{ code, data }` envelope. */
function unwrap(raw: unknown): unknown {
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && !('config' in raw) && 'data' in raw) return (raw as { data: unknown }).data;
  return raw;
}

/** Validates a bootstrap answer; the reason names the first fields that are wrong. */
export async function parseBootstrap(raw: unknown): Promise<BootstrapResult> {
  const schema = await loadSchema();
  const parsed = schema.safeParse(unwrap(raw));
  if (parsed.success) return { ok: true, data: parsed.data };
  const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  return { ok: false, reason: `malformed bootstrap: ${issues.join('; ')}` };
}

/**
 * Fetches the bootstrap of the page's language. The sub-site and demo profile of the address bar
 * (?site=, ?as=) are passed along so the first answer matches the page even before the cookie.
 */
export async function loadBootstrap(api: ApiClient, lang: string, search: string): Promise<BootstrapResult> {
  const params = new URLSearchParams(search);
  const query: Record<string, string> = { lang };
  for (const key of ['site', 'as']) {
    const v = params.get(key);
    if (v) query[key] = v;
  }
  const schema = loadSchema();
  const raw = await api.get<unknown>(ENDPOINTS.bootstrap.path, query);
  await schema.catch(() => undefined);
  if (raw === undefined) return { ok: false, reason: 'the bootstrap request failed' };
  return parseBootstrap(raw);
}
