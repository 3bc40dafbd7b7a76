import { OK_CODE } from '../../schemas/api/envelope.ts';
import { UserTagResponse } from '../../schemas/api/session.ts';

/**
 * The user's tags (GET /api/web/v1/usercenter/get_user_tag, SPEC §7) as the labels to show: only
 * tags the layer has words for, in the server's order, each once. A failed or malformed answer
 * shows none.
 */
export function userTagLabels(raw: unknown, words: Readonly<Record<string, string>>): { tag: string; label: string }[] {
  const parsed = UserTagResponse.safeParse(raw);
  if (!parsed.success || parsed.data.code !== OK_CODE) return [];
  const seen = new Set<string>();
  const out: { tag: string; label: string }[] = [];
  for (const tag of parsed.data.data.tags) {
    if (seen.has(tag) || !Object.hasOwn(words, tag)) continue;
    seen.add(tag);
    out.push({ tag, label: words[tag]! });
  }
  return out;
}
