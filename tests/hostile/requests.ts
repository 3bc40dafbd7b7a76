import fc from 'fast-check';
import { TARGETS } from '../../engine/ops/targets.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { LANG_CODES, SITE_CODES } from '../../schemas/site.ts';
import { hostileHtmlArb, hostileStringArb, hostileUrlArb } from './arbitraries.ts';

/** One request as the endpoint fuzzer sends it (before cookies of the session are added). */
export interface FuzzRequest {
  session: 'visitor' | 'trader' | 'ops';
  csrf: 'ok' | 'missing' | 'wrong';
  method: string;
  /** Values for the route's `:params`, in order; sent percent-encoded unless `rawParams`. */
  params: string[];
  rawParams: boolean;
  query: [string, string][];
  body: FuzzBody;
  headers: [string, string][];
  cookies: [string, string][];
}

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'form'; fields: [string, string][] }
  | { kind: 'multipart'; fields: [string, string][] }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; type: string; text: string };

/** Good values mixed in, so the fuzzer also gets past the first check of a handler. */
const GOOD: Record<string, readonly string[]> = {
  site: SITE_CODES,
  lang: LANG_CODES,
  language: LANG_CODES,
  as: ['none', 'uk-limit', 'copper', 'sanction'],
  country: ['DE', 'US', 'TR', 'none'],
  page: ['1', '2', '0', '10001'],
  size: ['20', '100', '101'],
  limit: ['100', '1'],
  code: ['announce', 'trade', 'system'],
  now: ['1763719200', '1763719200000'],
  exchange_type: ['ALL', 'CONTRACT_ALL', 'PILOT_ALL'],
  timezone: ['', '24h', 'utc0', 'utc8'],
  tab: ['ALPHA_ALLCHAIN'],
  chain: ['sol', 'eth'],
  keywords: ['btc', 'PEPE'],
  area: ['web_trade'],
  response_type: ['code'],
  scope: ['mock_site_login'],
  redirect_uri: ['/oauth/callback', '//evil.example', '/\\evil.example'],
  state: ['x'],
  version: ['0', '1'],
  target: ['base', 'remote-menu'],
  w: ['40', '0', '9999'],
  q: ['75'],
  is_testnet: ['0', '1'],
  username: ['trader', 'ops', 'nobody'],
  password: ['demo1234', 'wrong'],
  msg_type: ['trade', 'system'],
  market: ['spot', 'futures', 'premarket'],
  id: ['BTC_USDT', 'btc_usdt', '1'],
  on: ['0', '1'],
};
const KEYS = Object.keys(GOOD);

const valueFor = (key: string) => {
  const good = Object.hasOwn(GOOD, key) ? GOOD[key] : undefined;
  return good ? fc.oneof(fc.constantFrom(...good), hostileStringArb) : hostileStringArb;
};
const pairArb: fc.Arbitrary<[string, string]> = fc
  .oneof({ arbitrary: fc.constantFrom(...KEYS), weight: 4 }, { arbitrary: hostileStringArb, weight: 1 })
  .chain((k) => valueFor(k).map((v): [string, string] => [k, v]));
const pairsArb = fc.array(pairArb, { maxLength: 5 });

/** JSON bodies: the shapes our handlers read, with hostile leaves, or any JSON at all. */
const jsonArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      json: fc.oneof(
        fc.jsonValue({ maxDepth: 3 }),
        fc.record({
          list: fc.array(fc.record({ code: hostileStringArb, title: hostileHtmlArb, jump_url: hostileUrlArb }), { maxLength: 2 }),
        }),
        fc.record({ extends: fc.constantFrom('base', 'main', '__proto__'), linkHosts: fc.array(hostileStringArb, { maxLength: 2 }) }),
      ),
      baseVersion: fc.oneof(fc.integer({ min: -1, max: 3 }), hostileStringArb),
      toVersion: fc.oneof(fc.integer({ min: -1, max: 3 }), hostileStringArb),
      message: hostileHtmlArb,
      events: fc.array(fc.record({ name: hostileStringArb, props: fc.dictionary(hostileStringArb, hostileStringArb, { maxKeys: 3 }) }), {
        maxLength: 3,
      }),
      symbols: fc.array(hostileStringArb, { maxLength: 2 }),
      stack: hostileHtmlArb,
      url: hostileUrlArb,
      level: fc.constantFrom('error', 'warning', 'x'),
      __proto__: fc.jsonValue({ maxDepth: 1 }),
    },
    { requiredKeys: [] },
  ),
);

const CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'text/plain',
  'text/html',
  'application/json; charset=utf-7',
  'APPLICATION/JSON',
  '',
  ';;',
];

const bodyArb: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc.constant<FuzzBody>({ kind: 'none' }),
  pairsArb.map((fields): FuzzBody => ({ kind: 'form', fields })),
  pairsArb.map((fields): FuzzBody => ({ kind: 'multipart', fields })),
  jsonArb.map((value): FuzzBody => ({ kind: 'json', value })),
  fc
    .record({ type: fc.constantFrom(...CONTENT_TYPES), text: fc.oneof(hostileStringArb, fc.constantFrom('{', '%', 'a=%zz', '{"json":')) })
    .map((r): FuzzBody => ({ kind: 'raw', ...r })),
);

const HEADER_NAMES = [
  'host',
  'x-gate-applang',
  'x-gate-apptype',
  'sec-fetch-site',
  'user-agent',
  'referer',
  'origin',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-for',
  'accept',
  'x-fault',
  'accept-language',
];
const COOKIE_NAMES = [
  'site',
  'as',
  'country',
  'curr_fiat',
  'market_rise_color',
  'change-reftime',
  'is_change_skin',
  'is_switch_tag',
  'defaultBuyCryptoFiat',
  'sid',
  'pver',
  'sign',
  'fault',
  'lang',
];

/** A request a handler accepts, per route: the fuzzer bends it as often as it starts from nothing. */
export interface Baseline {
  query?: [string, string][];
  form?: [string, string][];
  json?: Record<string, unknown>;
}
export const BASELINES: Record<string, Baseline> = {
  [`GET ${ENDPOINTS.alphaSearch.path}`]: { query: [['keywords', 'btc']] },
  [`GET ${ENDPOINTS.alpha.path}`]: {
    query: [
      ['tab', 'ALPHA_ALLCHAIN'],
      ['chain', 'sol'],
      ['page', '1'],
      ['limit', '100'],
    ],
  },
  [`GET ${ENDPOINTS.heraldRecords.path}`]: {
    query: [
      ['page', '1'],
      ['size', '20'],
      ['code', 'trade'],
      ['now', '1763719200'],
    ],
  },
  'GET /oauth/authorize': {
    query: [
      ['response_type', 'code'],
      ['scope', 'mock_site_login'],
      ['redirect_uri', '/oauth/callback'],
      ['state', 's'],
    ],
  },
  'GET /oauth/callback': { query: [['code', 'abc']] },
  [`GET ${ENDPOINTS.opsAudit.path}`]: {
    query: [
      ['limit', '10'],
      ['target', 'base'],
    ],
  },
  [`POST ${ENDPOINTS.login.path}`]: {
    form: [
      ['username', 'trader'],
      ['password', 'wrong'],
    ],
  },
  [`POST ${ENDPOINTS.heraldRead.path}`]: { form: [['msg_type', 'trade']] },
  [`POST ${ENDPOINTS.setFavourite.path}`]: {
    form: [
      ['market', 'spot'],
      ['id', 'btc_usdt'],
      ['on', '1'],
    ],
  },
  [`POST ${ENDPOINTS.analytics.path}`]: { json: { events: [{ name: 'login_click', props: { from: 'header' } }] } },
  [`POST ${ENDPOINTS.errorReport.path}`]: { json: { message: 'x', stack: 'y', url: '/fee', level: 'error' } },
  [`POST ${ENDPOINTS.alphaPath.path}`]: { json: { symbols: ['PEPE'] } },
  [`POST ${ENDPOINTS.opsValidate.path}`]: { json: { json: { list: [] } } },
  [`POST ${ENDPOINTS.opsPublish.path}`]: { json: { json: { list: [] }, baseVersion: 1, message: 'm' } },
  [`POST ${ENDPOINTS.opsRollback.path}`]: { json: { toVersion: 1, baseVersion: 1, message: 'm' } },
  [`GET ${ENDPOINTS.opsChanges.path}`]: {
    query: [
      ['target', 'uk'],
      ['all', '1'],
    ],
  },
  [`POST ${ENDPOINTS.opsChangeRequest.path}`]: { json: { json: { list: [] }, baseVersion: 0, message: 'm', publishAt: 1763722800000 } },
  [`POST ${ENDPOINTS.opsChangeApprove.path}`]: { json: { comment: 'ok' } },
  [`POST ${ENDPOINTS.opsChangeReject.path}`]: { json: { comment: 'no' } },
  [`POST ${ENDPOINTS.opsChangeSchedule.path}`]: { json: { publishAt: 1763722800000 } },
  [`POST ${ENDPOINTS.opsChangeCancel.path}`]: { json: { comment: 'no' } },
};

const bend = (pairs: [string, string][]): fc.Arbitrary<[string, string][]> =>
  fc
    .tuple(
      ...pairs.map(([k, v]) => fc.oneof({ arbitrary: fc.constant(v), weight: 3 }, hostileStringArb).map((x): [string, string] => [k, x])),
    )
    .chain((kept) => pairsArb.map((extra) => [...kept, ...extra]));

function fromBaseline(b: Baseline): fc.Arbitrary<{ query: [string, string][]; body: FuzzBody }> {
  const body: fc.Arbitrary<FuzzBody> = b.form
    ? bend(b.form).map((fields): FuzzBody => ({ kind: 'form', fields }))
    : b.json
      ? fc
          .record(
            Object.fromEntries(
              Object.entries(b.json).map(([k, v]) => [k, fc.oneof({ arbitrary: fc.constant(v), weight: 3 }, hostileStringArb, jsonArb)]),
            ),
          )
          .map((value): FuzzBody => ({ kind: 'json', value }))
      : bodyArb;
  return fc.record({ query: bend(b.query ?? []), body });
}

/** Header and cookie values must be byte strings without CR, LF or NUL; keep the rest. */
export const headerSafe = (v: string) => v.replace(/[^\t\x20-\x7e]/g, '');

export function fuzzRequestArb(method: string, paramNames: readonly string[], baseline?: Baseline): fc.Arbitrary<FuzzRequest> {
  const paramArb = (name: string) =>
    ({
      name: fc.oneof(fc.constantFrom(...TARGETS), hostileStringArb),
      version: fc.oneof(fc.constantFrom('0', '1', '-1', '1.5', '99999999999999999999'), hostileStringArb),
      file: fc.oneof(fc.constantFrom('btc.svg', 'BTC.svg', 'terms.pdf', 'x'), hostileStringArb),
      site: fc.oneof(fc.constantFrom(...SITE_CODES), hostileStringArb),
      lang: fc.oneof(fc.constantFrom(...LANG_CODES), hostileStringArb),
      x: fc.oneof(fc.constantFrom('', 'price', 'trade', 'login', 'reminder', 'ops', 'index.html'), hostileStringArb),
    })[name] ?? hostileStringArb;
  const free = fc.record({
    query: pairsArb,
    body: method === 'GET' ? fc.oneof({ arbitrary: fc.constant<FuzzBody>({ kind: 'none' }), weight: 4 }, bodyArb) : bodyArb,
  });
  const start = baseline ? fc.oneof(free, fromBaseline(baseline)) : free;
  const rest = fc.record({
    session: fc.constantFrom('visitor' as const, 'trader' as const, 'ops' as const),
    csrf: fc.oneof({ arbitrary: fc.constant('ok' as const), weight: 6 }, fc.constantFrom('missing' as const, 'wrong' as const)),
    method: fc.oneof({ arbitrary: fc.constant(method), weight: 8 }, fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS')),
    params: fc.tuple(...paramNames.map(paramArb)),
    rawParams: fc.boolean(),
    headers: fc.array(
      fc.tuple(
        fc.constantFrom(...HEADER_NAMES),
        fc.oneof(hostileStringArb, fc.constantFrom('cross-site', 'zh', 'web', 'www.exchange.test', 'www.exchange.test:@evil.example')),
      ),
      {
        maxLength: 3,
      },
    ),
    cookies: fc.array(fc.tuple(fc.constantFrom(...COOKIE_NAMES), fc.oneof(hostileStringArb, fc.constantFrom('main', 'uk', 'DE'))), {
      maxLength: 3,
    }),
  });
  return fc.tuple(start, rest).map(([a, b]): FuzzRequest => ({ ...b, ...a }));
}

/** Every string of a request a server could echo back. */
export function sentStrings(r: FuzzRequest): string[] {
  const out = [...r.params, ...r.query.flat(), ...r.headers.map((h) => h[1]), ...r.cookies.map((c) => c[1])];
  const b = r.body;
  if (b.kind === 'form' || b.kind === 'multipart') out.push(...b.fields.flat());
  if (b.kind === 'raw') out.push(b.text);
  if (b.kind === 'json')
    JSON.stringify(b.value, (k, v) => {
      out.push(k);
      if (typeof v === 'string') out.push(v);
      return v;
    });
  return out;
}
