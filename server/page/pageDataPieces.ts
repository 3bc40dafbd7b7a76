import type { PageData } from '../../schemas/pageData.ts';
import { type DeflatedPiece, keptPiece, ownPiece } from '../splicedGzip.ts';
import { scriptJson } from './htmlText.ts';

/**
 * A logged-in page's data (the JSON after the layer's markup) as the pieces of its gzip: everything
 * but the user is the same for everyone of the page's audience in one time slot (server/audience.ts
 * keys the audience on all of it but the volatile parameters, and those of a page are its slot's),
 * so that is deflated once, around the user's own value, which alone is deflated per request.
 * Bounded: MAX_KEPT audiences per server, least recently used out first (two pieces of 1-4 KB each).
 * Held per server (its Deps), as the render cache is.
 */
export const MAX_KEPT = 256;

// Letters only, as the audience's holes: JSON writes it as it is.
const USER_MARK = 'zqxhUSERhxqz';
const MARKED = `"user":"${USER_MARK}"`;

interface Kept {
  slot: number;
  head: string;
  before: DeflatedPiece;
  after: DeflatedPiece;
}

const keptBy = new WeakMap<object, Map<string, Kept>>();

/**
 * `head` + the script's JSON of `data` + `tail` as pieces, the very text of
 * `${head}${scriptJson(data)}${tail}`; `audienceKey` names the page's audience and `slot` its time slot.
 */
export function pageDataPieces(
  owner: object,
  audienceKey: string,
  slot: number,
  head: string,
  data: PageData,
  tail: string,
): DeflatedPiece[] {
  let kept = keptBy.get(owner);
  if (!kept) {
    kept = new Map();
    keptBy.set(owner, kept);
  }
  let known = kept.get(audienceKey);
  if (known?.slot !== slot || known.head !== head) {
    const json = scriptJson({ ...data, boot: { ...data.boot, user: USER_MARK } });
    const at = json.indexOf(MARKED) + MARKED.length - USER_MARK.length - 2;
    known = { slot, head, before: keptPiece(head + json.slice(0, at)), after: keptPiece(json.slice(at + USER_MARK.length + 2) + tail) };
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  } else kept.delete(audienceKey);
  kept.set(audienceKey, known);
  return [known.before, ownPiece(scriptJson(data.boot.user)), known.after];
}
