import { getPath } from 'hono/utils/url';
import { isHttpsRequest } from './cookies.ts';
import type { ListRequest } from './publicLists.ts';

/** A web Request as the fast paths read it (server/fastPath.ts, and server/pageCache.ts keeping an answer). */
export function listRequestFrom(request: Request): ListRequest {
  const { url, headers } = request;
  const at = url.indexOf('?', 8);
  return {
    method: request.method,
    path: getPath(request),
    search: at < 0 ? '' : url.slice(at),
    header: (name) => headers.get(name) ?? undefined,
    host: headers.get('host') ?? new URL(url).host,
    https: isHttpsRequest(request),
  };
}
