/**
 * What a request line may not carry: a draft link's token is a password to the draft (only its
 * hash is stored), so its path is logged with the token replaced. One prefix test per request.
 */
const DRAFT = '/draft/';
const KEPT = new Set(['/draft/leave']);

export function loggedPath(path: string): string {
  return path.startsWith(DRAFT) && !KEPT.has(path) ? `${DRAFT}[token]` : path;
}
