/**
 * A logged-in page's data sent from the audience's kept pieces around the user's own value is, once
 * unzipped, the very text of the whole JSON written for that user: for several users of one
 * audience, with characters the script element must not hold, and again after the time slot turned.
 */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { PageData } from '../../schemas/pageData.ts';
import { scriptJson } from '../../server/page/htmlText.ts';
import { pageDataPieces } from '../../server/page/pageDataPieces.ts';
import { gzipPieces } from '../../server/splicedGzip.ts';

const HEAD = '</div>\n    <script type="application/json" id="page-data">';
const TAIL = '</script>';

function dataOf(user: Record<string, unknown>, rate: number): PageData {
  return {
    boot: {
      site: 'main',
      lang: 'en',
      params: { curr_fiat: 'USD', curr_fiat_market_rates: { USD: rate }, nonce: '' },
      user,
      compliance: { menu: [] },
      accountMode: 'classic',
      prefs: { theme: 'dark' },
      profile: null,
    },
    facts: { origin: 'http://127.0.0.1', search: '', isSwitchTag: false, year: 2026 },
    theme: 'dark',
    bulletin: { content_id: 1, title: 'user: "zqxhUSERhxqz" is not a hole here' },
    configUrl: '/api/web/v1/site/regionConfig/main/en/abc',
  } as unknown as PageData;
}

const USERS = [
  { uid: 1001, nickname: 'Ann', user_avatar: '/icons/avatars/1.svg', total_usd: 12.5 },
  { uid: 1002, nickname: 'tom </script><!-- Zoë', user_avatar: '', total_usd: 0 },
  { uid: 1003, nickname: 'x'.repeat(3000), user_avatar: 'https://cdn.example/a.png', total_usd: 1e9 },
];

const unzipped = (owner: object, key: string, slot: number, data: PageData) =>
  gunzipSync(gzipPieces(pageDataPieces(owner, key, slot, HEAD, data, TAIL))).toString();

describe('the page data as kept pieces around the user', () => {
  it('gives every user of an audience the whole JSON written for them', () => {
    const owner = {};
    for (const user of USERS) {
      const data = dataOf(user, 1);
      expect(unzipped(owner, 'audience', 100, data)).toBe(`${HEAD}${scriptJson(data)}${TAIL}`);
    }
  });

  it('shares the audience pieces and writes only the user per request', () => {
    const owner = {};
    const [a, b] = USERS.map((u) => pageDataPieces(owner, 'audience', 100, HEAD, dataOf(u, 1), TAIL));
    expect(a![0]).toBe(b![0]);
    expect(a![2]).toBe(b![2]);
    expect(a![1]!.raw.toString()).toBe(JSON.stringify(USERS[0]));
  });

  it('writes the next slot from its own data, not the last slot kept', () => {
    const owner = {};
    expect(unzipped(owner, 'audience', 100, dataOf(USERS[0]!, 1))).toContain('"USD":1}');
    const later = dataOf(USERS[0]!, 2);
    expect(unzipped(owner, 'audience', 200, later)).toBe(`${HEAD}${scriptJson(later)}${TAIL}`);
  });
});
