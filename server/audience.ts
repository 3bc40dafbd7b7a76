import { dailyStamp } from '../engine/images.ts';
import { displayName } from '../engine/user/userCard.ts';
import type { PageState } from '../schemas/pageData.ts';
import type { UserInfo } from '../schemas/user.ts';

/**
 * What a page shows is a pure function of its audience, not of the person. The audience
 * is the page state with everything personal taken out: the sub-site, language, theme, visitor
 * profile, consent state, route and, for a logged-in user, the attributes the rules read (tier,
 * VIP trial, KYC, safety level, sub-account, white list, account mode, compliance lists). The
 * truly personal values a server-drawn page shows (the name and the avatar) are drawn as holes
 * (sentinel strings) and filled per request; every other figure of the user (UID, assets, VIP
 * progress) is drawn only after the page is live, so the template carries zeros there
 * (tests/server/audienceRender.test.ts renders every demo user both ways and compares).
 */
export interface Audience {
  /** The render cache's key: the same for everyone of this audience, at this region config version. */
  key: string;
  /** The state to draw: the request's, with the holes in place of the personal values. */
  template: PageState;
  /** Fills the holes of the drawn HTML with this request's values. */
  fill(html: string): string;
  /** This request's value of each hole its drawing has (as fill writes it). */
  values: ReadonlyMap<string, string>;
}

// Letters only: they pass every escaping and every URL check unchanged, and no word of the
// catalogs or the configs holds them.
const NAME_HOLE = 'zqxhNAMEhxqz';
const AVATAR_HOLE = '/icons/avatars/zqxhAVATARhxqz.svg';
/** Every hole a drawing may hold (server/audiencePieces.ts splits a drawing at them). */
export const HOLES = [NAME_HOLE, AVATAR_HOLE] as const;
// A path without query, fragment or character HTML would escape is drawn as it is, followed by the
// image parameters: swapped as text, it gives the very markup a draw of the real value would.
const PLAIN_URL = /^(?:\/(?!\/)[\w./:@%+-]*|https:\/\/[\w./:@%+-]+)$/;

/** Escapes as React escapes text and attribute values (react-dom escapeTextForBrowser). */
export function escapeLikeReact(s: string): string {
  return s.replace(/[&<>"']/g, (ch) =>
    ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : ch === '"' ? '&quot;' : '&#x27;',
  );
}

/** Figures of the user no server-drawn markup shows (they appear once the page is live). */
const LATER_FIGURES = [
  'uid',
  'total_usd',
  'tier_next_progress',
  'tier_next_usdt',
  'tier_next_fiat',
  'tier_next_gt_min',
  'tier_next_gt_only',
  'tier_next_asset_only_usd',
  'tier_all_trade_usdt',
  'tier_all_trade_jpy',
] as const satisfies readonly (keyof UserInfo)[];

interface UserTemplate {
  user: UserInfo;
  fills: [hole: string, value: string][];
}

function userTemplate(user: UserInfo): UserTemplate {
  const template: UserInfo = { ...user };
  for (const k of LATER_FIGURES) template[k] = 0;
  const fills: UserTemplate['fills'] = [];
  // A user known by name only through the UID is drawn as "UID n" in places: kept whole (rare).
  if (user.nickname || user.user_nick) {
    const name = displayName(user);
    // The initial is drawn on its own (the avatar without a picture): it stays in the audience.
    template.nickname = `${name.slice(0, 1)}${NAME_HOLE}`;
    template.user_nick = '';
    fills.push([NAME_HOLE, escapeLikeReact(name.slice(1))]);
  } else template.uid = user.uid;
  const avatar = user.user_avatar.trim();
  if (PLAIN_URL.test(avatar)) {
    template.user_avatar = AVATAR_HOLE;
    fills.push([AVATAR_HOLE, avatar]);
  }
  return { user: template, fills };
}

// A page's parameters are one object for every request of its inputs and time slot
// (server/siteParams.ts): their text is made once per object.
const paramsJson = new WeakMap<object, string>();
function stableParamsJson(params: PageState['boot']['params']): string {
  let json = paramsJson.get(params);
  if (json === undefined) {
    const { curr_fiat_market_rates: _rates, nonce: _nonce, is_phone: _phone, ...stable } = params;
    json = JSON.stringify(stable);
    paramsJson.set(params, json);
  }
  return json;
}

// The icons' daily cache-buster, made once a day.
const day = { number: Number.NaN, stamp: '' };
function dayOf(nowMs: number): string {
  const n = Math.floor(nowMs / 86_400_000);
  if (n !== day.number) {
    day.number = n;
    day.stamp = dailyStamp(nowMs);
  }
  return day.stamp;
}

/**
 * The audience of a page state. `kind` names what is drawn (a page and its path, or a layer part
 * and its host route); `nowMs` the clock the icons' daily cache-buster reads when drawn.
 */
export function audienceOf(kind: string, state: PageState, configVersion: string, nowMs: number): Audience {
  const made = state.boot.user ? userTemplate(state.boot.user) : { user: null, fills: [] };
  const template: PageState = { ...state, boot: { ...state.boot, user: made.user } };
  // What the drawn markup cannot depend on: the region config stands in by its version, and the
  // page data's volatile fields (exchange rates, nonce, device) are drawn by nobody. The key is the
  // text itself (a Map hashes it), not a digest of it.
  const { config: _config, params, ...boot } = template.boot;
  const key = JSON.stringify([kind, configVersion, dayOf(nowMs), stableParamsJson(params), { ...template, boot }]);
  const { fills } = made;
  return {
    key,
    template,
    fill: (html) => fills.reduce((out, [hole, value]) => out.replaceAll(hole, value), html),
    values: new Map(fills),
  };
}
