import type { Bootstrap } from '../../../schemas/bootstrap.ts';
import { call } from './call.ts';
import type { ApiClient } from './client.ts';

export type BootstrapResult = { ok: true; data: Bootstrap } | { ok: false; reason: string };

/**
 * Fetches the bootstrap of the page's language. The sub-site and demo profile of the address bar
 * (?site=, ?as=) are passed along so the first answer matches the page even before the cookie.
 * Its schema (schemas/bootstrap.ts, zod/mini: the one the server answers with) is its own chunk,
 * downloaded while the request is in flight (app/layer/api/call.ts); the reason of a failure names the
 * first fields that are wrong.
 */
export async function loadBootstrap(api: ApiClient, lang: string, search: string): Promise<BootstrapResult> {
  const params = new URLSearchParams(search);
  const res = await call(api, 'bootstrap', { query: { lang, site: params.get('site') || undefined, as: params.get('as') || undefined } });
  if (res.ok) return { ok: true, data: res.data.data };
  return { ok: false, reason: res.refused ? `malformed bootstrap: ${res.problem}` : `the bootstrap request failed (${res.problem})` };
}
